/**
 * The shop's not-found picture (spec §2: "a not-found image"): a sad face between two 4s. Drawn
 * inline so the shell's 404 page and the storefront's missing product show the same picture,
 * server-rendered, without a request or an asset path of either app.
 */
export function NotFoundPicture({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 480 300"
      width={480}
      height={300}
      role="img"
      aria-label={label}
      className={className}
    >
      <rect width="480" height="300" rx="24" fill="#eef2ff" />
      <g
        fill="none"
        stroke="#1f3fbf"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M70 200V100l-40 70h60" />
        <path d="M390 200V100l-40 70h60" />
      </g>
      <circle cx="240" cy="150" r="58" fill="#fff" stroke="#1f3fbf" strokeWidth="10" />
      <circle cx="222" cy="138" r="7" fill="#1f3fbf" />
      <circle cx="258" cy="138" r="7" fill="#1f3fbf" />
      <path
        d="M215 175q25-18 50 0"
        fill="none"
        stroke="#1f3fbf"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path d="M286 196l30 30" stroke="#ffb020" strokeWidth="14" strokeLinecap="round" />
    </svg>
  );
}
