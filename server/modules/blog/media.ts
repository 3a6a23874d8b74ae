/**
 * The images of a post the server renders (one published after the build): written beside the
 * database, never into the build (a running server never changes the files of its build), and
 * served at the same /blog/media/ addresses as the build's. The build's own files there are
 * routes of their own (server/plugins/static-site.ts) and win over this folder's wildcard.
 */
import { mkdir } from "node:fs/promises";
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
  const root = path.join(opts.root, BLOG_MEDIA_PATH);
  // Made now, not at the first late post: @fastify/static warns at start about a missing root.
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `${BLOG_MEDIA_PATH}/`,
    decorateReply: false,
    index: false,
    // The names carry a hash of the picture: a changed picture gets a new address.
    cacheControl: true,
    maxAge: "365d",
    immutable: true,
  });
}
