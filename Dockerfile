# syntax=docker/dockerfile:1
# The production image: the server bundle, the built web app and the runtime dependencies only.
# Build: docker build -t runtogether .   Run: see docs/deploy.md (one container per instance).
ARG NODE_VERSION=24

# 1. Build the web app and the server bundle with every dev tool.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV CI=true
# The manifests first, so the dependency layer is reused while only source changes.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund --include-workspace-root \
      -w @runtogether/shared -w @runtogether/server -w @runtogether/web
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build -w @runtogether/web -w @runtogether/server

# 2. The server's runtime dependencies only (no compilers, test tools or browser).
FROM node:${NODE_VERSION}-bookworm-slim AS runtime-deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
RUN npm ci --no-audit --no-fund --omit=dev -w @runtogether/server

# 3. What runs.
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds only what a single machine keeps locally (embedded database, uploads, .eml files); with
# DATABASE_URL, S3_BUCKET and SMTP_URL set it stays empty and the container is disposable.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# 16 MB semi-spaces: Node 24's default grows with the host's memory and keeps 100 MB more at rest (decision 051).
# Two malloc arenas: each allocating thread's own arena stays at its largest after a burst (decision 059).
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-semi-space-size=16", "apps/server/dist/main.js"]
