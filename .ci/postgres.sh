#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: `start DIR PORT` makes a cluster in DIR (Debian's
# postgresql package, installed when missing) and starts it on 127.0.0.1:PORT; `stop DIR` stops it.
set -euo pipefail
cmd=$1 dir=$2 port=${3:-55432}
pgbin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case $cmd in
start)
    if [ -z "$(pgbin)" ]; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    fi
    bin=$(pgbin)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    # the socket in DIR trusts the postgres user (to set things up); TCP asks for a password, as a
    # club's server would (the tests check what a wrong one looks like)
    as_pg "$bin/initdb" -D "$dir/data" --auth-local=trust --auth-host=scram-sha-256 -U postgres \
        -E UTF8 --locale=C.UTF-8 >/dev/null
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
        -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=300" start >/dev/null
    as_pg "$bin/psql" -h "$dir" -p "$port" -U postgres -q -c "ALTER USER postgres PASSWORD 'deadwatch'" postgres
    echo "postgresql://postgres:deadwatch@127.0.0.1:$port/postgres"
    ;;
stop)
    bin=$(pgbin)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
esac
