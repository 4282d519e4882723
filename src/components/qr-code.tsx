import { useEffect, useState } from 'react';
import './qr-code.css';

/** A QR code's dark modules as one SVG path, each a unit square at its column and row. */
function modulesPath(count: number, isDark: (row: number, column: number) => boolean): string {
  const squares: string[] = [];
  for (let row = 0; row < count; row += 1)
    for (let column = 0; column < count; column += 1)
      if (isDark(row, column)) squares.push(`M${column + QUIET} ${row + QUIET}h1v1h-1z`);
  return squares.join('');
}

/** The light margin a reader needs around the code, in modules. */
const QUIET = 4;

/**
 * A text as a QR code, for a phone's camera (an address to send money to). The encoder (`qrcode-generator`: small,
 * no dependencies, MIT) is loaded when a code is first drawn, so no page carries it before it shows one; meanwhile,
 * and should it fail to load, the square keeps its room and the text beside it is what to copy.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [code, setCode] = useState<{ text: string; size: number; path: string }>();
  useEffect(() => {
    let live = true;
    import('qrcode-generator')
      .then(({ default: qrcode }) => {
        const qr = qrcode(0, 'M');
        qr.addData(text);
        qr.make();
        const count = qr.getModuleCount();
        if (live) setCode({ text, size: count + 2 * QUIET, path: modulesPath(count, (r, c) => qr.isDark(r, c)) });
      })
      .catch(() => {
        // Not loaded (offline, a failed chunk): the text and its Copy stand alone.
      });
    return () => {
      live = false;
    };
  }, [text]);
  const shown = code?.text === text ? code : undefined;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={shown ? `0 0 ${shown.size} ${shown.size}` : '0 0 1 1'}
      shapeRendering="crispEdges"
      data-modules={shown ? shown.size - 2 * QUIET : undefined}
    >
      <rect width="100%" height="100%" fill="#fff" />
      {shown ? <path d={shown.path} fill="#000" /> : null}
    </svg>
  );
}
