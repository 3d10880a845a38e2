#!/usr/bin/env bash
# Makes a local PostgreSQL server answer on 127.0.0.1:5432 with user/password postgres/postgres,
# installing Debian's package when it is missing. Used by .ci/run; safe to run again.
set -euo pipefail

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

# pg_lsclusters separates its columns with (at least) two spaces.
read -r version cluster port status _ < <(pg_lsclusters --no-header | head -n 1 || true) || true
if [ -z "${version:-}" ]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  pg_createcluster "$version" main --port 5432 >/dev/null
  cluster=main
  status=down
fi
if [ "${status:-down}" != "online" ]; then
  pg_ctlcluster "$version" "$cluster" start
fi

for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p 5432

su postgres -c "psql -q -c \"alter user postgres password 'postgres'\"" >/dev/null
echo "PostgreSQL $version is ready on 127.0.0.1:5432"
