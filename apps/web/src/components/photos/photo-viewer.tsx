import Lightbox from 'yet-another-react-lightbox';
import { useTranslation } from 'react-i18next';
import type { EventPhoto } from '@dugout/shared';
import 'yet-another-react-lightbox/styles.css';
import './photos.css';

/**
 * The album's full-screen viewer: yet-another-react-lightbox (MIT) swipes, and answers the arrow
 * keys and Escape. Loaded only when a photo is opened (the event page does not carry it).
 * `onRemove`: shown for a photo the reader may remove.
 */
export default function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
  onRemove,
  onApprove,
  onAskTakedown,
}: {
  photos: readonly EventPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  onRemove: (photo: EventPhoto) => void;
  onApprove: (photo: EventPhoto) => void;
  onAskTakedown: (photo: EventPhoto) => void;
}) {
  const { t } = useTranslation('photos');
  const current = photos[index];
  const approveButton = current?.canApprove ? (
    <button
      key="approve"
      type="button"
      className="yarl__button photo-viewer__action"
      onClick={() => onApprove(current)}
    >
      {t('approve')}
    </button>
  ) : null;
  // Who may remove it does so; anyone else asks the managers to.
  const takedownButton =
    current && !current.canDelete ? (
      current.takedownAsked ? (
        <span key="asked" className="photo-viewer__asked">
          {t('takedownAsked')}
        </span>
      ) : (
        <button
          key="takedown"
          type="button"
          className="yarl__button photo-viewer__action"
          onClick={() => onAskTakedown(current)}
        >
          {t('askTakedown')}
        </button>
      )
    ) : null;
  const removeButton = current?.canDelete ? (
    <button
      key="remove"
      type="button"
      className="yarl__button photo-viewer__action"
      onClick={() => onRemove(current)}
    >
      {t('remove')}
    </button>
  ) : null;
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      on={{ view: ({ index: shown }) => onIndex(shown) }}
      slides={photos.map((p) => ({
        src: p.url,
        width: p.width,
        height: p.height,
        alt: p.caption || t('addedBy', { name: p.uploadedBy }),
      }))}
      carousel={{ finite: photos.length <= 2 }}
      toolbar={{ buttons: [approveButton, takedownButton, removeButton, 'close'] }}
      render={{
        slideFooter: ({ slide }) => {
          const photo = photos.find((p) => p.url === (slide as { src: string }).src);
          if (!photo) return null;
          return (
            <p className="photo-viewer__caption">
              {photo.held ? `${t('held')} · ` : ''}
              {photo.caption ? `${photo.caption} · ` : ''}
              {t('addedBy', { name: photo.uploadedBy })}
              {photo.tags.length
                ? ` · ${t('with', { names: photo.tags.map((x) => x.name).join(', ') })}`
                : ''}
            </p>
          );
        },
      }}
      labels={{
        Previous: t('viewer.previous'),
        Next: t('viewer.next'),
        Close: t('viewer.close'),
        Slide: t('viewer.slide'),
        Carousel: t('viewer.carousel'),
        Lightbox: t('viewer.lightbox'),
        'Photo gallery': t('viewer.gallery'),
        '{index} of {total}': t('viewer.position'),
      }}
    />
  );
}
