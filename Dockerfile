# syntax=docker/dockerfile:1
# Provato's production image (decision 022): the production build served by Node 24 as the
# unprivileged `node` user. The same start CI runs as `npm run test:processes` (containers cannot
# run on the CI machine): NODE_ENV=production, the required variables, PostgreSQL.
#
#   docker build -t provato .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e BASE_URL=… -e BETTER_AUTH_SECRET=… -e SMTP_URL=… provato
#
# The server migrates the database at start; several replicas may start together on one database.
ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency (the build needs React Router's and Vite's), then the build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only: the server runs its TypeScript entry (server/main.ts) with Node's
# own type stripping and needs nothing of the development tools (checked with `npm ci --omit=dev`).
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
WORKDIR /app
# HOST: every IPv4 interface of the container (the production default, '::', needs IPv6 in it).
# DATA_DIR: uploads when S3_BUCKET is not set; a volume shared by every replica, or use S3.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
COPY --from=dependencies /app/node_modules ./node_modules
COPY package.json package-lock.json ./
# The server entry, and the sources the maintenance scripts import (`npm run db:migrate`,
# scripts/move-uploads-to-s3.ts); the application itself runs from the bundle in build/.
COPY server ./server
COPY app ./app
COPY db ./db
COPY scripts ./scripts
COPY --from=build /app/build ./build
# Everything above stays root's and read-only for the app; only DATA_DIR is the app's.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# package.json's "serve" command (decision 013's memory flag); node is PID 1 and stops cleanly on SIGTERM.
CMD ["node", "--max-semi-space-size=16", "server/main.ts"]
