/**
 * A home section's icon: drawn by its CSS mask (`.home-icon--<name>` in home.css) in the colour of
 * the text around it, so no path data travels in the script that hydrates the page.
 */
export function HomeIcon({ name, size }: { name: string; size: number }) {
  return (
    <svg
      className={`home-icon home-icon--${name}`}
      width={size}
      height={size}
      aria-hidden
      focusable="false"
    />
  );
}
