# syntax=docker/dockerfile:1
# Dugout's server image: the built API (apps/api/dist) and SPA (apps/web/dist) on Node 24, with
# the API's production dependencies only. deploy/compose.yaml runs it; docs/operating.md says how.
# scripts/docker-image.test.mjs performs the runtime stage's steps (as a non-root user) and checks
# this file against the repository: keep the two in step.

# --- build: every dependency, then `npm run build` --------------------------------------------
FROM node:24-slim AS build
WORKDIR /src
# The manifests first, so a source change reuses the installed layer.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# No install scripts: esbuild and Vite find their native packages without them, and the `node`
# package's (the pinned Node for machines whose own is older) would fetch a second Node 24; its
# bin link is removed so that `npm run build` runs on this image's Node.
RUN npm ci --ignore-scripts --no-audit --no-fund && rm -f node_modules/.bin/node
COPY . .
RUN npm run build

# --- runtime: the API's production dependencies and the build's output ------------------------
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# npm ci needs every workspace's manifest to read the lockfile; `--workspace @dugout/api` installs
# only what the server imports (no React, no test tools). No production dependency of the API has
# an install script (sharp and @napi-rs/canvas come as prebuilt packages).
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace @dugout/api --ignore-scripts --no-audit --no-fund \
    && npm cache clean --force
COPY --from=build /src/apps/api/dist apps/api/dist
COPY --from=build /src/apps/web/dist apps/web/dist
COPY apps/api/terms apps/api/terms
# The code stays root's (read-only to the server); only DATA_DIR is the server's to write.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready, not merely alive: 503 while starting (migrations) and while draining after SIGTERM.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server's Node flags, as in scripts/lib/server-flags.mjs (`npm start` and the bench use them).
# Node is PID 1 and handles SIGTERM itself: give the container a stop timeout above
# SHUTDOWN_GRACE_MS + 5 s (deploy/compose.yaml's stop_grace_period).
CMD ["node", "--liftoff-only", "--max-semi-space-size=8", "--max-old-space-size=384", "apps/api/dist/main.js"]
