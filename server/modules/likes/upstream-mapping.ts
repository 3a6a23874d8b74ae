/**
 * Reads the community likes-API answer: the fields
 * LikesGivenByAPI, LikesbeforeCommand, LikesafterCommand, PlayerLevel, PlayerNickname and UID,
 * flat or wrapped in `response`, and `status` 1 (sent), 2 (0 likes given) or 3 (UID used
 * elsewhere or invalid). Only these fields are read, so anything else the provider sends
 * (KeyRemainingRequests, KeyExpiresAt, ...) never reaches a visitor.
 */
import { z } from "zod";

export type SentLikes = {
  player: string;
  uid: string;
  level: number;
  likesBefore: number;
  likesAdded: number;
  likesAfter: number;
};

export type NotSentReason = "no_likes" | "uid_rejected" | "unavailable" | "timeout" | "bad_answer";

export type ProviderOutcome = ({ kind: "sent" } & SentLikes) | { kind: "not_sent"; reason: NotSentReason };

/** Public texts per reason; the service adds whether the free use was kept. */
export const NOT_SENT_MESSAGES: Record<NotSentReason, string> = {
  no_likes: "0 likes given: this UID cannot receive more likes right now.",
  uid_rejected: "UID already used elsewhere or invalid. Check the UID and the region.",
  unavailable: "The likes service is not available right now. Please try again later.",
  timeout: "The likes service did not answer in time. Please try again later.",
  bad_answer: "The likes service sent an answer that could not be read. Please try again later.",
};

/** Providers send numbers as numbers or as numeric strings. */
const count = z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(0).max(1e12));

const fieldsSchema = z.object({
  LikesGivenByAPI: count,
  LikesbeforeCommand: count,
  LikesafterCommand: count,
  PlayerLevel: count,
  PlayerNickname: z.string().trim().min(1).max(100),
  UID: z.union([
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/),
    z.number().int().min(0).transform(String),
  ]),
});

const statusSchema = z.union([z.literal([1, 2, 3]), z.enum(["1", "2", "3"]).transform(Number)]);

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function mapUpstreamAnswer(body: unknown): ProviderOutcome {
  if (!isObject(body)) return { kind: "not_sent", reason: "bad_answer" };
  const status = statusSchema.safeParse(body.status);
  if (!status.success) return { kind: "not_sent", reason: "bad_answer" };
  if (status.data === 2) return { kind: "not_sent", reason: "no_likes" };
  if (status.data === 3) return { kind: "not_sent", reason: "uid_rejected" };

  const fields = fieldsSchema.safeParse(isObject(body.response) ? body.response : body);
  if (!fields.success) return { kind: "not_sent", reason: "bad_answer" };
  const f = fields.data;
  // "Sent" with nothing given is the same as status 2 for the visitor: their use is not spent.
  if (f.LikesGivenByAPI === 0) return { kind: "not_sent", reason: "no_likes" };
  return {
    kind: "sent",
    player: f.PlayerNickname,
    uid: f.UID,
    level: f.PlayerLevel,
    likesBefore: f.LikesbeforeCommand,
    likesAdded: f.LikesGivenByAPI,
    likesAfter: f.LikesafterCommand,
  };
}
