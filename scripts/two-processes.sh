#!/usr/bin/env bash
# Codex as two server processes behind nginx, on one PostgreSQL database (docs/adr/0038).
#
#   scripts/two-processes.sh                 starts everything and waits; Ctrl-C stops everything
#   scripts/two-processes.sh <command ...>   starts everything, runs the command (CODEX_URL, CODEX_API_URLS and
#                                            DATABASE_URL set for it), stops everything, exits with its status
#   e.g. scripts/two-processes.sh node scripts/check-two-processes.mjs
#
# Settings (environment): DATABASE_URL (default postgres://postgres@127.0.0.1:5432/codex_two_processes, created
# when missing), NGINX_PORT (4160), API_PORTS ("4161 4162"), WORK_DIR (/tmp/codex-two-processes: nginx prefix, one
# DATA_DIR per process, logs), CATALOG_RENDITIONS (none: the import renders no PDFs, to spare the CPU), NGINX
# (/usr/sbin/nginx). The embedded mail catchers listen on NGINX_PORT+3 and NGINX_PORT+4. Anything else the server reads (FILE_STORE, S3_*, REDIS_URL, ...) is passed on to both.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NGINX="${NGINX:-/usr/sbin/nginx}"
NGINX_PORT="${NGINX_PORT:-4160}"
read -r -a PORTS <<<"${API_PORTS:-4161 4162}"
WORK_DIR="${WORK_DIR:-/tmp/codex-two-processes}"
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/codex_two_processes}"
export CATALOG_RENDITIONS="${CATALOG_RENDITIONS:-none}"

[ -x "$NGINX" ] || { echo "nginx not found at $NGINX (apt-get install nginx, or set NGINX)" >&2; exit 2; }
[ "${#PORTS[@]}" -eq 2 ] || { echo "API_PORTS must name two ports" >&2; exit 2; }
mkdir -p "$WORK_DIR/nginx/logs" "$WORK_DIR/nginx/tmp" "$WORK_DIR/logs"

# The processes run the built API (apps/api/dist, docs/adr/0063), built afresh here (esbuild, a second or two).
echo "building the API (apps/api/dist)"
(cd "$ROOT" && npm run -s build -w @codex/api) >"$WORK_DIR/logs/build.log" 2>&1 || { cat "$WORK_DIR/logs/build.log" >&2; exit 2; }

# The database: created when it does not exist (the first process brings its schema up to date).
db_name="${DATABASE_URL##*/}"
db_name="${db_name%%\?*}"
admin_url="${DATABASE_URL%/*}/postgres"
if ! psql "$admin_url" -tAc "select 1 from pg_database where datname = '$db_name'" | grep -q 1; then
  echo "creating database $db_name"
  psql "$admin_url" -qc "create database \"$db_name\""
fi

# The same secrets on every process: the provider's cookies and the unsubscribe links must verify on either.
# (The provider's signing keys are in the database already.) Kept in WORK_DIR so a restart keeps sessions.
secret() {
  local file="$WORK_DIR/$1"
  [ -s "$file" ] || node -e "process.stdout.write(require('crypto').randomBytes(32).toString('base64url'))" >"$file"
  cat "$file"
}
export OIDC_COOKIE_SECRET="${OIDC_COOKIE_SECRET:-$(secret oidc-cookie-secret)}"
export MAIL_SECRET="${MAIL_SECRET:-$(secret mail-secret)}"
export PUBLIC_URL="${PUBLIC_URL:-http://localhost:$NGINX_PORT}"
# nginx is the only proxy whose X-Forwarded-For counts.
export TRUST_PROXY="${TRUST_PROXY:-127.0.0.1}"
# Every answer names its process (x-codex-process), so one can see both answering (off by default).
export PROCESS_HEADER="${PROCESS_HEADER:-true}"

pids=()
stop_all() {
  local status=$?
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  exit "$status"
}
trap stop_all EXIT
trap 'exit 130' INT TERM

wait_for() {
  local url="$1" what="$2" seconds="${3:-600}"
  for _ in $(seq 1 "$seconds"); do
    # Any HTTP answer means it listens (health may say DOWN for a part, e.g. no mail transport yet).
    case "$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$url")" in 000) ;; *) return 0 ;; esac
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null || { echo "$what: a process ended; see $WORK_DIR/logs" >&2; return 1; }; done
    sleep 1
  done
  echo "$what did not answer $url within $seconds s" >&2
  return 1
}

# One after the other: the first brings the schema up to date and imports the catalogue when needed, the second
# finds both done. Each has its own DATA_DIR (its mail catcher); the database is shared, and so are the files: one
# folder both DATA_DIRs point to (as a network file system would), unless FILE_STORE=s3 puts them in a bucket.
mkdir -p "$WORK_DIR/files"
n=0
for port in "${PORTS[@]}"; do
  n=$((n + 1))
  mkdir -p "$WORK_DIR/api-$n"
  [ -e "$WORK_DIR/api-$n/files" ] || ln -s "$WORK_DIR/files" "$WORK_DIR/api-$n/files"
  echo "starting API process $n on port $port (log: $WORK_DIR/logs/api-$n.log)"
  (
    cd "$ROOT/apps/api"
    PORT="$port" HOST=127.0.0.1 DATA_DIR="$WORK_DIR/api-$n" MAIL_CATCHER_PORT="$((NGINX_PORT + 2 + n))" \
      LOG_FILE="$WORK_DIR/logs/api-$n.log" exec node --enable-source-maps dist/server.js >/dev/null 2>>"$WORK_DIR/logs/api-$n.err"
  ) &
  pids+=($!)
  wait_for "http://127.0.0.1:$port/management/health" "API process $n"
done

sed -e "s/127.0.0.1:4160/127.0.0.1:$NGINX_PORT/" -e "s/127.0.0.1:4161 /127.0.0.1:${PORTS[0]} /" -e "s/127.0.0.1:4162 /127.0.0.1:${PORTS[1]} /" \
  "$ROOT/deploy/nginx/codex.conf" >"$WORK_DIR/nginx/codex.conf"
echo "starting nginx on port $NGINX_PORT (config: $WORK_DIR/nginx/codex.conf)"
"$NGINX" -p "$WORK_DIR/nginx/" -c "$WORK_DIR/nginx/codex.conf" -g 'daemon off;' &
pids+=($!)
wait_for "http://127.0.0.1:$NGINX_PORT/management/health" "nginx" 30

export CODEX_URL="$PUBLIC_URL"
export CODEX_API_URLS="http://127.0.0.1:${PORTS[0]} http://127.0.0.1:${PORTS[1]}"
echo "Codex is serving $CODEX_URL through nginx, answered by $CODEX_API_URLS"
if [ "$#" -gt 0 ]; then
  set +e
  "$@"
  exit $?
fi
echo "Ctrl-C stops everything"
wait -n "${pids[@]}"
