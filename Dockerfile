# syntax=docker/dockerfile:1
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm turbo run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
# The embedded lead store and the .eml mailbox live here when DATABASE_URL / a mail transport are not set.
RUN mkdir -p /app/data && chown node:node /app/data
ENV DATA_DIR=/app/data
EXPOSE 3000
USER node
# Ready means the database answers too (GET /v1/ready); Node's fetch needs no curl in the image.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/v1/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
