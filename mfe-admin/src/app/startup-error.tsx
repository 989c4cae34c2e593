/** Shown when the standalone app cannot read its /config.json. */
export function StartupError() {
  return (
    <p role="alert" style={{ padding: 24 }}>
      This app could not start: its configuration (/config.json) could not be loaded.
    </p>
  );
}
