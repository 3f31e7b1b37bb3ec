import type { ReactNode } from "react";

/**
 * The "photo" strip of the Who we are page: five illustrated tiles drawn inline as SVG (no image files),
 * each with a caption.
 */

const CONFETTI = [
  [40, 40, "#fde68a"],
  [90, 22, "#f9a8d4"],
  [140, 50, "#67e8f9"],
  [200, 28, "#a7f3d0"],
  [250, 46, "#fde68a"],
  [285, 20, "#f9a8d4"],
  [60, 95, "#a7f3d0"],
  [275, 100, "#67e8f9"],
  [25, 150, "#f9a8d4"],
  [300, 160, "#fde68a"],
] as const;

/** Two columns of windows for a building of the skyline tile. */
function buildingWindows(x: number, y: number, w: number, h: number) {
  const windows: { id: string; x: number; y: number; width: number; lit: boolean }[] = [];
  for (let row = 0; row < Math.floor((h - 20) / 22); row += 1) {
    for (const col of [0, 1]) {
      const wx = x + 10 + col * (w / 2 - 4);
      const wy = y + 14 + row * 22;
      windows.push({ id: `${wx}-${wy}`, x: wx, y: wy, width: w / 2 - 16, lit: (row + col + x) % 3 !== 0 });
    }
  }
  return windows;
}

function Cap({ x, y, rotate }: { x: number; y: number; rotate: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <path d="M-22 0 0-10 22 0 0 10z" fill="#ffffff" />
      <path d="M-12 5v9c6 5 18 5 24 0V5L0 10z" fill="#e4dcf8" />
      <path d="M18 2v14" stroke="#fde68a" strokeWidth="2" />
      <circle cx="18" cy="17" r="2.5" fill="#fde68a" />
    </g>
  );
}

const TILES: { caption: string; art: ReactNode }[] = [
  {
    caption: "Live coding classes",
    art: (
      <>
        <defs>
          <linearGradient id="ps-bg-1" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2e008f" />
            <stop offset="1" stopColor="#5b2bd6" />
          </linearGradient>
        </defs>
        <rect width="320" height="240" fill="url(#ps-bg-1)" />
        <circle cx="280" cy="30" r="70" fill="#ffffff" opacity="0.08" />
        <circle cx="30" cy="220" r="50" fill="#ffffff" opacity="0.06" />
        <rect
          x="80"
          y="52"
          width="160"
          height="104"
          rx="8"
          fill="#17004a"
          stroke="#ffffff"
          strokeOpacity="0.35"
        />
        <rect x="96" y="68" width="54" height="7" rx="3.5" fill="#c4b5fd" />
        <rect x="156" y="68" width="36" height="7" rx="3.5" fill="#f9a8d4" />
        <rect x="108" y="84" width="70" height="7" rx="3.5" fill="#67e8f9" />
        <rect x="108" y="100" width="44" height="7" rx="3.5" fill="#fde68a" />
        <rect x="158" y="100" width="52" height="7" rx="3.5" fill="#c4b5fd" />
        <rect x="120" y="116" width="62" height="7" rx="3.5" fill="#a7f3d0" />
        <rect x="96" y="132" width="30" height="7" rx="3.5" fill="#c4b5fd" />
        <path d="M62 158h196l-10 14H72z" fill="#e4dcf8" />
        <rect x="30" y="172" width="260" height="4" rx="2" fill="#ffffff" opacity="0.3" />
        <rect x="262" y="146" width="18" height="24" rx="3" fill="#fde68a" />
        <path d="M280 152c7 0 7 12 0 12" fill="none" stroke="#fde68a" strokeWidth="3" />
      </>
    ),
  },
  {
    caption: "Design sprints",
    art: (
      <>
        <defs>
          <linearGradient id="ps-bg-2" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f3effc" />
            <stop offset="1" stopColor="#e4dcf8" />
          </linearGradient>
        </defs>
        <rect width="320" height="240" fill="url(#ps-bg-2)" />
        <rect
          x="34"
          y="28"
          width="224"
          height="150"
          rx="12"
          fill="#ffffff"
          stroke="#2e008f"
          strokeOpacity="0.15"
        />
        {(
          [
            [52, 44, "#fde68a", -4],
            [118, 44, "#a7f3d0", 3],
            [184, 44, "#fbcfe8", -2],
            [52, 108, "#bfdbfe", 2],
            [118, 108, "#ddd6fe", -3],
            [184, 108, "#fed7aa", 4],
          ] as const
        ).map(([x, y, fill, r]) => (
          <g key={`${x}-${y}`} transform={`rotate(${r} ${x + 27} ${y + 24})`}>
            <rect x={x} y={y} width="54" height="48" rx="4" fill={fill} />
            <rect x={x + 8} y={y + 12} width="30" height="4" rx="2" fill="#2e008f" opacity="0.35" />
            <rect x={x + 8} y={y + 22} width="22" height="4" rx="2" fill="#2e008f" opacity="0.25" />
          </g>
        ))}
        <circle cx="268" cy="150" r="18" fill="#2e008f" />
        <path d="M236 240c0-34 14-60 32-60s32 26 32 60z" fill="#2e008f" />
        <path d="M246 196l-34-30" stroke="#2e008f" strokeWidth="8" strokeLinecap="round" />
      </>
    ),
  },
  {
    caption: "Client workshops",
    art: (
      <>
        <defs>
          <linearGradient id="ps-bg-3" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#17004a" />
            <stop offset="1" stopColor="#2e008f" />
          </linearGradient>
        </defs>
        <rect width="320" height="240" fill="url(#ps-bg-3)" />
        <rect x="70" y="24" width="180" height="96" rx="6" fill="#ffffff" />
        <rect x="92" y="84" width="18" height="22" rx="2" fill="#c4b5fd" />
        <rect x="120" y="68" width="18" height="38" rx="2" fill="#8b5cf6" />
        <rect x="148" y="56" width="18" height="50" rx="2" fill="#5b2bd6" />
        <rect x="176" y="42" width="18" height="64" rx="2" fill="#2e008f" />
        <path
          d="M92 70l36-14 28 6 44-24"
          fill="none"
          stroke="#f472b6"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="212" cy="38" r="4" fill="#f472b6" />
        {(
          [
            [62, 166, "#fde68a"],
            [122, 156, "#fbcfe8"],
            [198, 156, "#a7f3d0"],
            [258, 166, "#bfdbfe"],
          ] as const
        ).map(([x, y, fill]) => (
          <g key={x}>
            <path d={`M${x - 22} ${y + 52}c0-22 10-34 22-34s22 12 22 34z`} fill="#8b5cf6" />
            <circle cx={x} cy={y} r="14" fill={fill} />
          </g>
        ))}
        <ellipse cx="160" cy="206" rx="132" ry="26" fill="#5b2bd6" />
        <ellipse cx="160" cy="202" rx="132" ry="26" fill="#7c4dff" />
      </>
    ),
  },
  {
    caption: "Our Noida studio",
    art: (
      <>
        <defs>
          <linearGradient id="ps-bg-4" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#5b2bd6" />
            <stop offset="1" stopColor="#f9a8d4" />
          </linearGradient>
        </defs>
        <rect width="320" height="240" fill="url(#ps-bg-4)" />
        <circle cx="236" cy="78" r="30" fill="#fde68a" />
        {(
          [
            [20, 120, 52, 120],
            [80, 70, 64, 170],
            [152, 104, 48, 136],
            [208, 132, 44, 108],
            [260, 90, 48, 150],
          ] as const
        ).map(([x, y, w, h]) => (
          <g key={x}>
            <rect x={x} y={y} width={w} height={h} fill="#17004a" />
            {buildingWindows(x, y, w, h).map((win) => (
              <rect
                key={win.id}
                x={win.x}
                y={win.y}
                width={win.width}
                height="10"
                rx="1.5"
                fill="#fde68a"
                opacity={win.lit ? 0.85 : 0.35}
              />
            ))}
          </g>
        ))}
        <rect x="0" y="226" width="320" height="14" fill="#17004a" />
      </>
    ),
  },
  {
    caption: "Graduation day",
    art: (
      <>
        <defs>
          <linearGradient id="ps-bg-5" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2e008f" />
            <stop offset="1" stopColor="#17004a" />
          </linearGradient>
        </defs>
        <rect width="320" height="240" fill="url(#ps-bg-5)" />
        {CONFETTI.map(([x, y, fill], index) =>
          index % 2 === 0 ? (
            <rect
              key={`${x}-${y}`}
              x={x}
              y={y}
              width="8"
              height="4"
              rx="1"
              fill={fill}
              transform={`rotate(${index * 25} ${x} ${y})`}
            />
          ) : (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="3" fill={fill} />
          ),
        )}
        <Cap x={90} y={80} rotate={-18} />
        <Cap x={168} y={58} rotate={10} />
        <Cap x={236} y={92} rotate={-6} />
        <rect x="96" y="150" width="128" height="62" rx="6" fill="#ffffff" />
        <rect x="112" y="164" width="96" height="6" rx="3" fill="#2e008f" opacity="0.8" />
        <rect x="124" y="178" width="72" height="4" rx="2" fill="#2e008f" opacity="0.35" />
        <circle cx="196" cy="198" r="8" fill="#fde68a" />
      </>
    ),
  },
];

export function PhotoStrip() {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-5">
      {TILES.map((tile, index) => (
        <li key={tile.caption} className={index === 0 ? "col-span-2 lg:col-span-1" : undefined}>
          <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <svg
              viewBox="0 0 320 240"
              role="img"
              aria-label={`Illustration: ${tile.caption}`}
              className="block aspect-[4/3] h-auto w-full"
              preserveAspectRatio="xMidYMid slice"
            >
              {tile.art}
            </svg>
            <figcaption className="px-4 py-3 text-sm font-medium text-slate-700">{tile.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
