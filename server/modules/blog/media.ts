/**
 * The images of a post the server renders (one published after the build): written beside the
 * database, never into the build (a running server never changes the files of its build), and
 * served at the same /blog/media/ addresses as the build's. The build's own files there are
 * routes of their own (server/plugins/static-site.ts) and win over this folder's wildcard.
 */
import os from "node:os";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { BLOG_MEDIA_PATH } from "../../../contracts/blog";

/** Beside the PGlite folder; a throwaway in-memory database gets a temporary folder. */
export function blogMediaRoot(dataDir: string): string {
  return dataDir.startsWith("memory://") ? path.join(os.tmpdir(), "creator-site-blog-media") : path.join(dataDir, "blog-media");
}

export async function blogMediaRoutes(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: path.join(opts.root, BLOG_MEDIA_PATH),
    prefix: `${BLOG_MEDIA_PATH}/`,
    decorateReply: false,
    index: false,
    // The names carry a hash of the picture: a changed picture gets a new address.
    cacheControl: true,
    maxAge: "365d",
    immutable: true,
  });
}
