#!/bin/sh
# Run by the nginx image's entrypoint (/docker-entrypoint.d) before nginx starts. From the
# container's environment it writes, so that moving the API or a remote needs a new environment,
# never a rebuild:
# - the frontend's runtime manifest, /config.json (API and remote URLs);
# - $NGINX_SHOP_DIR/http.conf: the Content-Security-Policy derived from those URLs (the policy
#   the web server's contentSecurityPolicyFor gives for the same manifest), the origins
#   allowed to read this frontend's files cross-origin (SHELL_ORIGINS: the shell's, for a remote);
# - $NGINX_SHOP_DIR/server.conf: with API_UPSTREAM (host:port of the API service, the shell in
#   docker-compose.yml), the /api/, /uploads/ and /static/ locations that proxy to it; with
#   SSR_UPSTREAM (host:port of the shell's server-side renderer, the shell-ssr service), the public
#   storefront routes proxied to it, falling back to the static index.html when it does not answer;
#   with RELEASES_UPSTREAM (host:port of a web server started with a release store, the shell-ssr
#   service given RELEASE_STORE_DIR), /config.json and /releases/ proxied to it, so the remotes
#   follow the API's release channel (live releases, canaries, last known good) with no restart:
#   the /config.json written here answers when that server does not; empty otherwise.
# Replicas: both names are looked up per request through NGINX_RESOLVER (Docker's embedded DNS,
# which answers a service's name with the address of every running replica) and nginx spreads the
# requests over those addresses (their order varies per request), the next one when one refuses.
# So `docker compose up --scale api=4` is seen within 10 s without reloading nginx, and nginx starts (and serves the
# static files) before any replica is up. The price: no pool of kept-alive connections to the
# replicas (that needs an `upstream` block, resolved once at start or with `resolve`, nginx 1.27.3+).
# A value that is not an http(s) URL (or host:port for the upstreams) stops the container with a
# message naming the variable: they end up inside nginx's configuration.
set -euf
out="${RUNTIME_CONFIG_OUTPUT:-/usr/share/nginx/html/config.json}"
nginx_dir="${NGINX_SHOP_DIR:-/etc/nginx/shop}"
: "${API_URL:?API_URL must be set (e.g. http://localhost:4200/api)}"
: "${MFE_SHOP_URL:?MFE_SHOP_URL must be set (e.g. http://localhost:4201/mf-manifest.json)}"
: "${MFE_DASHBOARD_URL:?MFE_DASHBOARD_URL must be set}"
: "${MFE_ADMIN_URL:?MFE_ADMIN_URL must be set}"
SHELL_ORIGINS="${SHELL_ORIGINS:-}"
API_UPSTREAM="${API_UPSTREAM:-}"
SSR_UPSTREAM="${SSR_UPSTREAM:-}"
RELEASES_UPSTREAM="${RELEASES_UPSTREAM:-}"
# Docker's embedded DNS, asked for the upstreams' addresses (kept 10 s).
NGINX_RESOLVER="${NGINX_RESOLVER:-127.0.0.11}"

fail() {
  echo "runtime-config: $*" >&2
  exit 1
}

# check_url NAME VALUE: an absolute http(s) URL or a path on this origin, without characters that
# could break out of JSON or nginx's configuration.
check_url() {
  printf '%s' "$2" | grep -Eq '^(https?://[A-Za-z0-9.-]+(:[0-9]+)?)?(/[A-Za-z0-9._~%/@+=-]*)?$' &&
    [ -n "$2" ] || fail "$1 must be an http(s) URL or a path such as /api (got \"$2\")"
}

# origin_of URL: scheme://host[:port] of an absolute URL; nothing for a path (same origin).
origin_of() {
  printf '%s' "$1" | sed -n -E 's#^(https?://[^/]+).*#\1#p'
}

# add LIST ITEM: LIST (space-separated) with ITEM appended, unless ITEM is empty or already in it.
add() {
  if [ -z "$2" ]; then
    printf '%s' "$1"
    return
  fi
  case " $1 " in
    *" $2 "*) printf '%s' "$1" ;;
    *) if [ -z "$1" ]; then printf '%s' "$2"; else printf '%s %s' "$1" "$2"; fi ;;
  esac
}

# directive NAME SOURCE...: "NAME source source", each source once, in order.
directive() {
  name=$1
  shift
  sources=""
  for source in "$@"; do sources=$(add "$sources" "$source"); done
  printf '%s %s' "$name" "$sources"
}

check_url API_URL "$API_URL"
check_url MFE_SHOP_URL "$MFE_SHOP_URL"
check_url MFE_DASHBOARD_URL "$MFE_DASHBOARD_URL"
check_url MFE_ADMIN_URL "$MFE_ADMIN_URL"

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

# The Content-Security-Policy: scripts from this origin, the remotes' and Stripe.js; calls to the
# API, the remotes' manifests and Stripe's API; images from the API; antd's inline styles; never framed.
api=$(origin_of "$API_URL")
remotes=""
for url in "$MFE_SHOP_URL" "$MFE_DASHBOARD_URL" "$MFE_ADMIN_URL"; do
  remotes=$(add "$remotes" "$(origin_of "$url")")
done
stripe_scripts="https://js.stripe.com https://*.js.stripe.com"
# Word splitting of $remotes and $stripe_scripts is wanted below; globbing is off (set -f).
csp="$(directive default-src "'self'")"
csp="$csp; $(directive script-src "'self'" $remotes $stripe_scripts)"
csp="$csp; $(directive style-src "'self'" "'unsafe-inline'" $remotes)"
csp="$csp; $(directive img-src "'self'" data: blob: "$api" $remotes)"
csp="$csp; $(directive font-src "'self'" data: $remotes)"
csp="$csp; $(directive connect-src "'self'" "$api" $remotes https://api.stripe.com)"
csp="$csp; $(directive frame-src $stripe_scripts https://hooks.stripe.com)"
csp="$csp; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

mkdir -p "$nginx_dir"
{
  echo "# Written by runtime-config.sh at container start from the environment; do not edit."
  echo "map \$host \$shop_csp {"
  echo "  default \"$csp\";"
  echo "}"
  echo "# Origins that may read this frontend's files cross-origin (SHELL_ORIGINS); others get no"
  echo "# Access-Control-Allow-Origin."
  echo "map \$http_origin \$shop_cors_origin {"
  echo "  default \"\";"
  for origin in $(printf '%s' "$SHELL_ORIGINS" | tr ',' ' '); do
    check_url SHELL_ORIGINS "$origin"
    allowed=$(origin_of "$origin")
    [ -n "$allowed" ] || fail "SHELL_ORIGINS must list origins such as http://localhost:4200 (got \"$origin\")"
    echo "  \"$allowed\" \$http_origin;"
  done
  echo "}"
} > "$nginx_dir/http.conf"

# check_upstream NAME VALUE: host:port, nothing else (it ends up inside nginx's configuration).
check_upstream() {
  printf '%s' "$2" | grep -Eq '^[A-Za-z0-9.-]+:[0-9]+$' ||
    fail "$1 must be one host:port, such as $3 (got \"$2\")"
}

{
  echo "# Written by runtime-config.sh at container start from the environment; do not edit."
  if [ -n "$API_UPSTREAM$SSR_UPSTREAM$RELEASES_UPSTREAM" ]; then
    printf '%s' "$NGINX_RESOLVER" | grep -Eq '^[A-Za-z0-9.:-]+$' ||
      fail "NGINX_RESOLVER must be a DNS server address (got \"$NGINX_RESOLVER\")"
    echo "# The upstreams' names are looked up here per request (proxy_pass with a variable), every"
    echo "# replica's address, the requests spread over them; a replica that refuses is skipped for the next one."
    echo "resolver $NGINX_RESOLVER valid=10s ipv6=off;"
    echo "resolver_timeout 2s;"
  fi
  if [ -n "$API_UPSTREAM" ]; then
    check_upstream API_UPSTREAM "$API_UPSTREAM" api:3000
    echo "# The API on this origin. ^~: no regex location (hashed file names) takes these paths."
    echo "# Its answers keep the API's own headers (helmet), not the page's. The API trusts the"
    echo "# nearest proxy's address (TRUST_PROXY): X-Forwarded-For is this one, never the client's."
    echo "# No replica is sticky: sessions, limits and the catalogue version live in MongoDB."
    for prefix in /api/ /uploads/ /static/; do
      echo "location ^~ $prefix {"
      echo "  set \$shop_api http://$API_UPSTREAM;"
      echo "  proxy_pass \$shop_api;"
      echo "  proxy_http_version 1.1;"
      echo "  proxy_set_header Host \$host;"
      echo "  proxy_set_header X-Forwarded-For \$remote_addr;"
      echo "  proxy_set_header X-Forwarded-Proto \$scheme;"
      # Photos and product images are uploaded through /api/ (at most 5 MB each).
      [ "$prefix" = /api/ ] && echo "  client_max_body_size 6m;"
      echo "}"
    done
  fi
  if [ -n "$SSR_UPSTREAM" ]; then
    check_upstream SSR_UPSTREAM "$SSR_UPSTREAM" shell-ssr:4300
    echo "# Every page (a path without a file extension, /bn/... too), robots.txt and sitemap.xml go to"
    echo "# the shell's server (SSR_UPSTREAM): it renders the public routes, answers unknown paths 404,"
    echo "# sends a visitor who chose Bengali to the /bn URL and the other pages the plain index.html."
    echo "# Its answers carry their own security headers (the CSP names the page's nonce): none added"
    echo "# here. When it is down or slow, the static index.html answers and the browser renders."
    echo "location ~ ^/([^.]*|robots\.txt|sitemap\.xml)\$ {"
    echo "  set \$shop_ssr http://$SSR_UPSTREAM;"
    echo "  proxy_pass \$shop_ssr;"
    echo "  proxy_http_version 1.1;"
    echo "  proxy_set_header Host \$host;"
    echo "  proxy_set_header X-Forwarded-For \$remote_addr;"
    echo "  proxy_set_header X-Forwarded-Proto \$scheme;"
    echo "  proxy_connect_timeout 2s;"
    echo "  proxy_read_timeout 10s;"
    echo "  proxy_intercept_errors on;"
    echo "  error_page 500 502 503 504 = @shop_static_page;"
    echo "}"
    echo "location @shop_static_page {"
    echo "  include /etc/nginx/shop/security-headers.conf;"
    echo "  add_header Cache-Control \"no-cache\" always;"
    echo "  try_files /index.html =404;"
    echo "}"
    echo "# The messages files the rendered pages name (/i18n/<language>.<hash>.json), from the renderer"
    echo "# too. Each replica keeps the files of the pages it rendered, so one that has not made this"
    echo "# file (started since, or not yet on the remote's release that page was rendered with)"
    echo "# answers 404 and the next replica is asked, up to four. When none has it the 404 stands,"
    echo "# and the page then loads its messages namespace by namespace."
    echo "location ^~ /i18n/ {"
    echo "  set \$shop_ssr http://$SSR_UPSTREAM;"
    echo "  proxy_pass \$shop_ssr;"
    echo "  proxy_http_version 1.1;"
    echo "  proxy_set_header Host \$host;"
    echo "  proxy_connect_timeout 2s;"
    echo "  proxy_read_timeout 5s;"
    echo "  proxy_next_upstream error timeout http_404;"
    echo "  proxy_next_upstream_tries 4;"
    echo "}"
  fi
  if [ -n "$RELEASES_UPSTREAM" ]; then
    check_upstream RELEASES_UPSTREAM "$RELEASES_UPSTREAM" shell-ssr:4300
    echo "# The remotes' releases: /config.json from the API's release channel (per visitor while a"
    echo "# canary runs, with each remote's release to fall back to) and the release store's files,"
    echo "# both from the web server at RELEASES_UPSTREAM. When it does not answer, the /config.json"
    echo "# written at start (the environment's remotes) does."
    echo "location = /config.json {"
    echo "  set \$shop_releases http://$RELEASES_UPSTREAM;"
    echo "  proxy_pass \$shop_releases;"
    echo "  proxy_http_version 1.1;"
    echo "  proxy_set_header Host \$host;"
    echo "  proxy_set_header X-Forwarded-For \$remote_addr;"
    echo "  proxy_set_header X-Forwarded-Proto \$scheme;"
    echo "  proxy_connect_timeout 2s;"
    echo "  proxy_read_timeout 5s;"
    echo "  proxy_intercept_errors on;"
    echo "  error_page 500 502 503 504 = @shop_static_config;"
    echo "}"
    echo "location @shop_static_config {"
    echo "  include /etc/nginx/shop/security-headers.conf;"
    echo "  add_header Cache-Control \"no-cache\" always;"
    echo "  try_files /config.json =404;"
    echo "}"
    echo "location ^~ /releases/ {"
    echo "  set \$shop_releases http://$RELEASES_UPSTREAM;"
    echo "  proxy_pass \$shop_releases;"
    echo "  proxy_http_version 1.1;"
    echo "  proxy_set_header Host \$host;"
    echo "}"
  fi
  if [ -z "$API_UPSTREAM" ]; then
    echo "# A remote: its files are code for the shop's pages, not pages to index."
    echo "location = /robots.txt {"
    echo "  default_type text/plain;"
    # printf: echo would turn nginx's \n escapes into real line breaks.
    printf '%s\n' '  return 200 "User-agent: *\nDisallow: /\n";'
    echo "}"
  fi
} > "$nginx_dir/server.conf"
echo "runtime-config: wrote $nginx_dir/http.conf and $nginx_dir/server.conf"
