import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { CROP } from '@dugout/shared';

/** Largest side of the cropped JPEG sent to the server (which re-encodes it to 512 px). */
const OUTPUT_MAX = 1024;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image failed to load'));
    img.src = src;
  });
}

/** Draws the chosen square of the image to a canvas and returns it as a JPEG data URL. */
export async function cropToJpeg(src: string, area: Area): Promise<string> {
  const img = await loadImage(src);
  const size = Math.max(1, Math.min(OUTPUT_MAX, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return canvas.toDataURL('image/jpeg', 0.9);
}

/**
 * The profile image crop: square (aspect 1), zoom 1 to 3 in steps of 0.1, JPEG output.
 */
export function PhotoCropper({
  src,
  onDone,
  onCancel,
}: {
  src: string;
  onDone: (jpegDataUrl: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('contacts');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(CROP.minZoom);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  async function use() {
    if (!area) return;
    setBusy(true);
    try {
      onDone(await cropToJpeg(src, area));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="photo-cropper" role="group" aria-label={t('form.cropTitle')}>
      <p className="photo-cropper__title">{t('form.cropTitle')}</p>
      <div className="photo-cropper__area">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={CROP.aspect}
          minZoom={CROP.minZoom}
          maxZoom={CROP.maxZoom}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
          // The crop area takes the focus; arrows move the photo (Shift for small steps).
          keyboardStep={10}
          cropperProps={{ role: 'group', 'aria-label': t('form.cropArea') }}
        />
      </div>
      <label className="photo-cropper__zoom">
        <span>{t('form.zoom')}</span>
        <input
          type="range"
          min={CROP.minZoom}
          max={CROP.maxZoom}
          step={CROP.zoomStep}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </label>
      <div className="photo-cropper__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('form.cancelPhoto')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!area || busy}
          onClick={() => void use()}
        >
          {t('form.usePhoto')}
        </button>
      </div>
    </div>
  );
}
