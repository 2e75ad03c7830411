/** The team mark: a baseball with red stitching (decorative; the team name is the label). */
export function TeamLogo({ size = 36 }: { size?: number }) {
  return (
    <svg
      className="team-logo"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="29" fill="#ffffff" stroke="#9b1c1c" strokeWidth="4" />
      <path
        d="M19 9c6 7 8 15 8 23s-2 16-8 23M45 9c-6 7-8 15-8 23s2 16 8 23"
        fill="none"
        stroke="#b91c1c"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray="3 4"
      />
    </svg>
  );
}
