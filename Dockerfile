# One image for every Switchboard service; docker-compose.yml picks the command per service
# (api, agent-runner, model-catalog). Build: docker build -t switchboard .

# Build stage: every dependency (dev ones included), TypeScript compiled, the dashboard built.
FROM node:26-bookworm AS build
WORKDIR /app
ENV CI=true
# pnpm from the npm registry, pinned to the version the workspace declares.
RUN npm install -g pnpm@10.34.9
# Dependencies first, from the lockfile alone, so source edits reuse this layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
# better-sqlite3 builds its native module here (prebuilt download, or from source with the
# python3/make/g++ this image has).
RUN pnpm install --offline --frozen-lockfile && pnpm build
# The runtime tree, /runtime: every package's manifest and compiled output, the model catalog and
# the built dashboard (static files), then the production dependencies of the three services and
# nothing else. The install is offline from the store filled above, so the native module built
# there is reused, not rebuilt; pnpm links workspace packages with relative paths, so the tree
# works wherever it is copied.
RUN mkdir -p /runtime/data \
  && cp package.json pnpm-lock.yaml pnpm-workspace.yaml /runtime/ \
  && cp data/models.json /runtime/data/ \
  && for pkg in shared/* services/* examples test; do \
       mkdir -p "/runtime/$pkg" && cp "$pkg/package.json" "/runtime/$pkg/"; \
       if [ -d "$pkg/dist" ]; then cp -r "$pkg/dist" "/runtime/$pkg/"; fi; \
     done \
  && cd /runtime \
  && pnpm install --offline --frozen-lockfile --prod \
       --filter '@switchboard/api...' --filter '@switchboard/agent-runner...' \
       --filter '@switchboard/model-catalog...'

# Runtime stage: Node 20 slim, the runtime tree only (no compiler, no dev dependencies, no
# sources), run as the unprivileged `node` user.
FROM node:26-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/data
COPY --from=build /runtime /app
# DATA_DIR holds the SQLite file when no MONGODB_URI is set (mount a named volume there for that);
# on MongoDB every record and file is in the database and nothing is written here.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080 8081
CMD ["node", "services/api/dist/main.js"]
