/** Shown when a standalone app cannot read its /config.json. No antd: the storefront uses it too. */
export function StartupError() {
  return (
    <p role="alert" style={{ padding: 24 }}>
      This app could not start: its configuration (/config.json) could not be loaded.
    </p>
  );
}
