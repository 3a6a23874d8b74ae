/**
 * VIP codes: the operator issues a code for N days
 * (`npm run vip -- issue`), hands it to a visitor, and the likes page sends it as
 * `Authorization: Bearer <code>`. A valid code skips the daily limit. Only the code's SHA-256 is
 * stored, so a leaked database does not leak usable codes; the operator sees a code once, when
 * it is issued. The same service serves the HTTP route, the CLI and (later) the admin dashboard.
 */
import { createHash, randomInt } from "node:crypto";
import type { LikesErrorCode } from "../../../contracts/likes";
import { AppError } from "../../lib/errors";
import type { Db } from "../../db/client";
import { createVipRepository, type VipCodeWithUses } from "./repository";

/** No 0/O, 1/I/L or U: codes are read aloud and typed on phones. 30^25 ≈ 2^122 possibilities. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
const CODE_GROUPS = 5;
const GROUP_LENGTH = 5;

export const MAX_VIP_DAYS = 3650;
export const MAX_NOTE_LENGTH = 200;

export type VipStatus = "active" | "expired" | "revoked";
export type VipCodeSummary = {
  id: number;
  note: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  status: VipStatus;
  uses: number;
  lastUsedAt: Date | null;
};

export function generateVipCode(): string {
  const groups = Array.from({ length: CODE_GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(""));
  return `VIP-${groups.join("-")}`;
}

/** Case, spaces and surrounding whitespace do not matter when a visitor types a code. */
export function normalizeVipCode(input: string): string {
  return input.trim().toUpperCase().replace(/\s+/g, "");
}

export function hashVipCode(code: string): string {
  return createHash("sha256").update(normalizeVipCode(code)).digest("hex");
}

export function vipStatus(row: { expiresAt: Date; revokedAt: Date | null }, now: Date): VipStatus {
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

const DAY_MS = 24 * 3600 * 1000;
const MAX_HEADER_LENGTH = 200;

export type VipServiceOptions = { telegramHandle: string; now?: () => Date };

export function createVipService(db: Db, { telegramHandle, now = () => new Date() }: VipServiceOptions) {
  const repo = createVipRepository(db);
  const unauthorized = (message: string, code: LikesErrorCode) =>
    new AppError("unauthorized", message, { headers: { "www-authenticate": 'Bearer realm="vip", error="invalid_token"' }, body: { code } });

  return {
    /** Returns the code in clear: the only time anyone sees it. */
    async issue({ days, note = "" }: { days: number; note?: string }): Promise<{ id: number; code: string; expiresAt: Date }> {
      if (!Number.isInteger(days) || days < 1 || days > MAX_VIP_DAYS) throw new RangeError(`days must be a whole number from 1 to ${MAX_VIP_DAYS}`);
      if (note.length > MAX_NOTE_LENGTH) throw new RangeError(`the note must be at most ${MAX_NOTE_LENGTH} characters`);
      const createdAt = now();
      const code = generateVipCode();
      const row = await repo.insertCode({
        codeHash: hashVipCode(code),
        note,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + days * DAY_MS),
      });
      return { id: row.id, code, expiresAt: row.expiresAt };
    },

    async list(): Promise<VipCodeSummary[]> {
      const at = now();
      return (await repo.listWithUses()).map((r: VipCodeWithUses) => ({
        id: r.id,
        note: r.note,
        createdAt: r.createdAt,
        expiresAt: r.expiresAt,
        revokedAt: r.revokedAt,
        status: vipStatus(r, at),
        uses: r.uses,
        lastUsedAt: r.lastUsedAt,
      }));
    },

    /** `codeOrId`: the code itself, or the id `list` shows. */
    async revoke(codeOrId: string): Promise<{ id: number; alreadyRevoked: boolean } | null> {
      const trimmed = codeOrId.trim();
      const row = /^\d{1,9}$/.test(trimmed) ? await repo.findById(Number(trimmed)) : await repo.findByHash(hashVipCode(trimmed));
      if (!row) return null;
      const revokedNow = await repo.revoke(row.id, now());
      return { id: row.id, alreadyRevoked: !revokedNow };
    },

    /**
     * No Authorization header: a free request (null). Otherwise the code must be valid, or the
     * request is refused with 401 and a message that says what is wrong with it.
     */
    async verifyAuthorization(header: string | undefined): Promise<{ codeId: number } | null> {
      if (header === undefined) return null;
      const match = /^Bearer\s+(\S.*)$/i.exec(header.trim());
      if (!match?.[1] || header.length > MAX_HEADER_LENGTH) {
        throw unauthorized('Send a VIP code as "Authorization: Bearer <code>".', "vip_malformed");
      }
      const row = await repo.findByHash(hashVipCode(match[1]));
      if (!row) throw unauthorized(`This VIP code is not valid. Check it, or contact ${telegramHandle} on Telegram.`, "vip_invalid");
      const status = vipStatus(row, now());
      if (status === "revoked") throw unauthorized(`This VIP code has been revoked. Contact ${telegramHandle} on Telegram.`, "vip_revoked");
      if (status === "expired") {
        throw unauthorized(`This VIP code expired on ${row.expiresAt.toISOString().slice(0, 10)}. Contact ${telegramHandle} on Telegram to renew it.`, "vip_expired");
      }
      return { codeId: row.id };
    },

    recordUse: repo.insertUse,
  };
}

export type VipService = ReturnType<typeof createVipService>;
