import { useEffect, useState } from 'react';
import { t } from '@/lib/i18n';

/**
 * The run's check-in QR code, drawn in the browser as an SVG image (the library is a chunk only this screen
 * loads, after its first render: decision 014). Dark on white with a quiet zone, so phone cameras read it in sunlight.
 */
export function CheckInQr({ url, alt = t('host.checkIn.qrAlt') }: { url: string; alt?: string }) {
  const [svg, setSvg] = useState<{ url: string; markup: string } | null>(null);
  useEffect(() => {
    let current = true;
    // Loaded after the page's first render, in a chunk of its own that only this screen asks for.
    void import('qrcode')
      .then((QRCode) => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }))
      .then((markup) => {
        if (current) setSvg({ url, markup });
      });
    return () => {
      current = false;
    };
  }, [url]);
  const ready = svg?.url === url;
  return (
    <div className="mx-auto flex size-60 items-center justify-center rounded-xl bg-white p-2 ring-1 ring-slate-300">
      {ready ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
          alt={alt}
          width={224}
          height={224}
          className="size-56 [image-rendering:pixelated]"
        />
      ) : (
        <span className="text-sm text-slate-600">{t('host.checkIn.qrDrawing')}</span>
      )}
    </div>
  );
}
