/**
 * `npm run vip -- issue --days N --note "..."`, `npm run vip -- list`, `npm run vip -- revoke CODE`
 * (add `--create` to start a new embedded database). Opens the same database as the server
 * (DATA_DIR or DATABASE_URL, from server/config.ts) and names it.
 */
import { siteConfig } from "../../site.config";
import { loadConfig, type AppConfig } from "../config";
import { createVipService } from "../modules/vip/service";
import { openCliDatabase, runCli } from "./cli-support";
import { runVipCommand, UsageError, VIP_USAGE } from "./vip-command";

let config: AppConfig | undefined;

async function main(): Promise<number> {
  const all = process.argv.slice(2);
  const create = all.includes("--create");
  const argv = all.filter((a) => a !== "--create");
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "help") {
    console.log(VIP_USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  config = loadConfig();
  const database = await openCliDatabase(config, { create, command: "npm run vip" });
  try {
    return await runVipCommand(argv, createVipService(database.db, { telegramHandle: siteConfig.telegramHandle }), (l) => console.log(l));
  } catch (err) {
    if (err instanceof UsageError || (err instanceof TypeError && "code" in err && String(err.code).startsWith("ERR_PARSE_ARGS"))) {
      console.error(`${err.message}\n\n${VIP_USAGE}`);
      return 2;
    }
    throw err;
  } finally {
    await database.close();
  }
}

runCli(main, () => config);
