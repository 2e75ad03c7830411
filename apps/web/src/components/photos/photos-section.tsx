import { lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import {
  albumZipFileName,
  EVENT_PHOTO_ACCEPT,
  EVENT_PHOTO_MAX_BYTES,
  megabytes,
  type EventPhoto,
} from '@dugout/shared';
import { useTeamEventTime } from '../../lib/team-time';
import { UploadProgress } from '../ui/upload-progress';
import {
  useAddPhoto,
  useDownloadAlbum,
  useEventPhotos,
  usePhotoAction,
  usePhotoTagCandidates,
  useRemovePhoto,
} from './api';
import { PhotoTagPicker } from './photo-tag-picker';
import { PhotoTakedownDialog } from './photo-takedown-dialog';
import './photos.css';

const PhotoViewer = lazy(() => import('./photo-viewer'));

interface Progress {
  current: number;
  total: number;
  percent: number;
}

/**
 * The event page's album: a grid of thumbnails (loaded as they scroll into view), "Download all"
 * (one zip, named from the event's title and day: `eventName` as the page shows it), "Add photos"
 * (the phone offers its camera for `image/*`; several at once go up one after another, with a
 * progress bar), and the full-screen viewer. Shown while there are photos or the reader may add.
 */
export function PhotosSection({
  eventId,
  eventName,
  eventDate,
}: {
  eventId: string;
  eventName: string;
  eventDate: string | null;
}) {
  const { t, i18n } = useTranslation('photos');
  const { timeZone } = useTeamEventTime();
  const album = useEventPhotos(eventId, i18n.language);
  const zipName = albumZipFileName(
    eventName,
    eventDate ? new Date(eventDate) : null,
    t('title'),
    timeZone,
  );
  const download = useDownloadAlbum(eventId, zipName);
  const add = useAddPhoto(eventId);
  const remove = useRemovePhoto();
  const action = usePhotoAction();
  const candidates = usePhotoTagCandidates(eventId, !!album.data?.canAdd);
  const [tags, setTags] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  /** The photo whose take-down request is being written (its dialog is open). */
  const [asking, setAsking] = useState<number | null>(null);
  const [inputKey, setInputKey] = useState(0);
  // An answer of another shape (a proxy's page, an older server) leaves the event page as it was.
  const data = album.data;
  if (!data || !Array.isArray(data.photos)) return null;
  if (!data.photos.length && !data.canAdd) return null;
  const photos = data.photos;

  async function upload(files: File[]) {
    let added = 0;
    for (const [i, file] of files.entries()) {
      setProgress({ current: i + 1, total: files.length, percent: 0 });
      try {
        await add.mutateAsync({
          file,
          tags,
          onUploadProgress: (fraction) =>
            setProgress({
              current: i + 1,
              total: files.length,
              percent: Math.round(fraction * 100),
            }),
        });
        added += 1;
      } catch (err) {
        toast.error(t('failed', { name: file.name, message: (err as Error).message }));
      }
    }
    setProgress(null);
    setTags([]);
    setInputKey((k) => k + 1);
    if (added) toast.success(t('added', { count: added }));
  }

  function removePhoto(photo: EventPhoto) {
    if (!window.confirm(t('removeConfirm'))) return;
    remove.mutate(photo.id, {
      onSuccess: () => {
        setOpen(null);
        toast.success(t('removed'));
      },
      onError: (err) => toast.error(err.message),
    });
  }

  // The viewer covers the page and its toasts (and makes them inert): an action taken in it
  // closes it, so its confirmation, or its error, is seen and read out over the album.
  function approve(photo: EventPhoto) {
    setOpen(null);
    action.mutate(
      { kind: 'approve', photoId: photo.id },
      {
        onSuccess: () => toast.success(t('approved')),
        onError: (err) => toast.error(err.message),
      },
    );
  }

  // The viewer closes first: the request's dialog and its toast are read over the album.
  function askTakedown(photo: EventPhoto) {
    setOpen(null);
    setAsking(photo.id);
  }

  function sendTakedown(reason: string) {
    if (asking === null) return;
    action.mutate(
      { kind: 'takedown', photoId: asking, reason },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(t('takedownSent'));
        },
        onError: (err) => toast.error(err.message),
      },
    );
  }

  const requests = photos.flatMap((p, i) => p.takedowns.map((d) => ({ ...d, index: i + 1 })));

  return (
    <section className="event-card photos" aria-labelledby="photos-title">
      <div className="photos__head">
        <h2 id="photos-title">{t('title')}</h2>
        {photos.length ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onError: (err) => toast.error(t('downloadFailed', { message: err.message })),
              })
            }
          >
            {download.isPending ? t('downloading') : t('downloadAll')}
          </button>
        ) : null}
      </div>
      <p className="photos__intro">{data.archived ? t('archived') : t('intro')}</p>
      {photos.length ? (
        <ul className="photos__grid" aria-labelledby="photos-title">
          {photos.map((p, i) => {
            const position = { index: i + 1, total: photos.length, name: p.uploadedBy };
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className="photos__open"
                  aria-label={
                    p.caption
                      ? t('openCaption', { ...position, caption: p.caption })
                      : t('open', position)
                  }
                  onClick={() => setOpen(i)}
                >
                  <img src={p.thumbUrl} alt="" loading="lazy" decoding="async" />
                  {p.held ? <span className="photos__held">{t('held')}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('empty')}</p>
      )}
      {photos.some((p) => p.held) ? <p className="photos__note">{t('heldNote')}</p> : null}
      {requests.length ? (
        <div className="photos__takedowns">
          <h3 id="photos-takedowns">{t('takedownsTitle')}</h3>
          <ul aria-labelledby="photos-takedowns">
            {requests.map((d) => (
              <li key={`${d.index}-${d.at}`}>
                {d.reason
                  ? t('takedownLine', { index: d.index, name: d.by, reason: d.reason })
                  : t('takedownLineNoReason', { index: d.index, name: d.by })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.canAdd ? (
        <div className="photos__add">
          <PhotoTagPicker
            people={candidates.data?.people ?? []}
            chosen={tags}
            onChange={setTags}
            disabled={!!progress}
          />
          <label
            className={`button button--secondary photos__pick${progress ? ' photos__pick--busy' : ''}`}
          >
            {t('add')}
            <input
              key={inputKey}
              type="file"
              className="visually-hidden"
              accept={EVENT_PHOTO_ACCEPT}
              multiple
              disabled={!!progress}
              aria-describedby="photos-add-hint"
              onChange={(e) => {
                const files = Array.from(e.currentTarget.files ?? []);
                // Each file's failure is shown by upload itself; this only resets the bar.
                if (files.length) upload(files).catch(() => setProgress(null));
              }}
            />
          </label>
          <UploadProgress
            percent={progress?.percent ?? null}
            label={t('uploading')}
            text={progress ? t('progress', { ...progress }) : ''}
          />
          <p id="photos-add-hint" className="field__hint">
            {t('addHint', { max: megabytes(EVENT_PHOTO_MAX_BYTES) })}
          </p>
        </div>
      ) : null}
      {asking !== null ? (
        <PhotoTakedownDialog
          busy={action.isPending}
          onSend={sendTakedown}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {open !== null && photos[open] ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            onRemove={removePhoto}
            onApprove={approve}
            onAskTakedown={askTakedown}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
