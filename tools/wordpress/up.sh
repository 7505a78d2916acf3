#!/usr/bin/env bash
# Starts a real WordPress for the browser tests, from Debian's packages (installed first when missing):
# MariaDB on a unix socket (no TCP port) and `php -S 127.0.0.1:<port>` in front of /usr/share/wordpress, three
# sites on that one server, each with Debian's per-site config (/etc/wordpress/config-<name>.php):
#   /         the shop, the built plugin installed from its zip and active
#   /shop/    a second install in a sub-directory, the same plugin folder
#   /classic/ the first shop's database with STOREFRONT_WIDGETS_DISABLED in its wp-config (the switch off)
# Everything stops by itself after <lifetime> seconds, or as soon as the process <watch-pid> is gone;
# tools/wordpress/down.sh stops it at once.
#   tools/wordpress/up.sh <run-dir> <port> <dist-dir> [lifetime-seconds] [watch-pid]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
run=$(realpath -m "$1")
port=$2
dist=$(realpath "$3")
life=${4:-1800}
watch=${5:-}
name="sw-e2e-$port"
sock="/tmp/sw-wp-$port.sock"
base="http://127.0.0.1:$port"

bash "$here/ensure-packages.sh"
bash "$here/down.sh" "$run" "$port" >/dev/null 2>&1 || true # what an interrupted run on this port left
# A failed start leaves nothing running.
trap 'rc=$?; if [ $rc -ne 0 ]; then bash "$here/down.sh" "$run" "$port"; fi; exit $rc' EXIT

mkdir -p "$run/wp-content/plugins" "$run/wp-content/mu-plugins" "$run/wp-content/themes" "$run/logs"
# the plugin comes from the build's zip (beside dist/), installed by install.php through WordPress's upgrader
zip="$(dirname "$dist")/storefront-widgets.zip"
cp -r "$repo/fixtures/wordpress/mu-plugins/." "$run/wp-content/mu-plugins/"
cp -r "$repo/fixtures/wordpress/themes/." "$run/wp-content/themes/"

as_root=()
[ "$(id -u)" -eq 0 ] && as_root=(--user=root)
mariadb-install-db --no-defaults --datadir="$run/db" --auth-root-authentication-method=normal --skip-test-db \
  "${as_root[@]}" >"$run/logs/install-db.log" 2>&1
timeout "$life" mariadbd --no-defaults --datadir="$run/db" --socket="$sock" --skip-networking \
  --pid-file="$run/mariadbd.pid" --log-error="$run/logs/mariadb.err" --skip-log-bin \
  --innodb-buffer-pool-size=32M "${as_root[@]}" >/dev/null 2>&1 &
echo $! >"$run/pids"
for _ in $(seq 1 150); do
  mariadb-admin --no-defaults --socket="$sock" -uroot ping >/dev/null 2>&1 && break
  sleep 0.2
done
mariadb --no-defaults --socket="$sock" -uroot -e 'CREATE DATABASE sw_root; CREATE DATABASE sw_sub;'

write_config() { # <config-name> <database> <path> [extra php]
  local salt
  salt=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
  cat >"/etc/wordpress/config-$1.php" <<PHP
<?php
// storefront-widgets browser tests ($run); removed by tools/wordpress/down.sh.
define( 'DB_NAME', '$2' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:$sock' );
define( 'WP_HOME', '$base$3' );
define( 'WP_SITEURL', '$base$3' );
define( 'WP_CONTENT_DIR', '$run/wp-content' );
define( 'WP_CONTENT_URL', '$base$3/wp-content' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '$run/logs/debug-$1.log' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$sw_key ) {
	define( \$sw_key, \$sw_key . '$salt' );
}
${4:-}
PHP
}
write_config "$name" sw_root ""
write_config "$name-sub" sw_sub "/shop"
write_config "$name-classic" sw_root "/classic" "define( 'STOREFRONT_WIDGETS_DISABLED', true );"

php "$here/install.php" "$name" "127.0.0.1:$port" "$zip" >"$run/logs/install-root.log"
php "$here/install.php" "$name-sub" "127.0.0.1:$port" "$zip" >"$run/logs/install-sub.log"

sites="[{\"base\":\"\",\"config\":\"$name\"},{\"base\":\"/shop\",\"config\":\"$name-sub\"},{\"base\":\"/classic\",\"config\":\"$name-classic\"}]"
SW_WP_SITES="$sites" SW_WP_CONTENT="$run/wp-content" PHP_CLI_SERVER_WORKERS=4 \
  timeout "$life" php -S "127.0.0.1:$port" "$here/router.php" >"$run/logs/php-server.log" 2>&1 &
echo $! >>"$run/pids"

if [ -n "$watch" ]; then
  # Stop everything as soon as the test runner that started it is gone (a crash skips its teardown).
  timeout "$life" bash -c "while kill -0 $watch 2>/dev/null; do sleep 2; done; bash '$here/down.sh' '$run' '$port'" \
    >/dev/null 2>&1 &
fi

for _ in $(seq 1 100); do
  if php -r 'exit(@file_get_contents($argv[1]) === false ? 1 : 0);' "$base/" 2>/dev/null; then
    echo "WordPress: $base/ (sub-directory install: $base/shop/, switch off: $base/classic/)"
    exit 0
  fi
  sleep 0.2
done
echo "WordPress did not answer on $base/; logs in $run/logs" >&2
exit 1
