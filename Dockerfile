# One image for every Switchboard service; docker-compose.yml picks the command per service
# (api, agent-runner, model-catalog). Build: docker build -t switchboard .
FROM node:20-bookworm AS build
WORKDIR /app
ENV CI=true
# pnpm from the npm registry: the Node 20 corepack cannot verify pnpm's current signatures.
RUN npm install -g pnpm@10.34.9
# Dependencies first, from the lockfile alone, so source edits reuse this layer.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
# better-sqlite3 builds its native module here (prebuilt download, or from source with the
# python3/make/g++ this image has).
RUN pnpm install --offline --frozen-lockfile && pnpm build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/data
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080 8081
CMD ["node", "services/api/dist/main.js"]
