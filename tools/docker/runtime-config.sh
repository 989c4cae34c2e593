#!/bin/sh
# Writes the frontend's runtime manifest (/config.json) from the container's environment, so
# moving the API or a remote needs a new environment, never a rebuild. Run by the nginx image's
# entrypoint (/docker-entrypoint.d) before nginx starts.
set -eu
out="${RUNTIME_CONFIG_OUTPUT:-/usr/share/nginx/html/config.json}"
: "${API_URL:?API_URL must be set (e.g. http://localhost:3000/api)}"
: "${MFE_SHOP_URL:?MFE_SHOP_URL must be set (e.g. http://localhost:4201/mf-manifest.json)}"
: "${MFE_DASHBOARD_URL:?MFE_DASHBOARD_URL must be set}"
: "${MFE_ADMIN_URL:?MFE_ADMIN_URL must be set}"
cat > "$out" <<JSON
{
  "apiUrl": "${API_URL}",
  "remotes": {
    "mfe_shop": "${MFE_SHOP_URL}",
    "mfe_dashboard": "${MFE_DASHBOARD_URL}",
    "mfe_admin": "${MFE_ADMIN_URL}"
  }
}
JSON
echo "runtime-config: wrote $out"
