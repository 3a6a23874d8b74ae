/**
 * `npm run serve:reload`: restarts the server `npm run serve` runs on PORT (from the environment or
 * .env) with no request refused (scripts/serve.ts): sends its supervisor SIGHUP and returns at once.
 * `npm run upgrade` and `npm run rollback` use it when UPGRADE_RESTART is not set.
 */
import { loadDotEnv } from "../server/config";
import { runningServe, servePidFile } from "./serve-pid";

loadDotEnv();
const port = Number(process.env.PORT || 5000);
const pid = runningServe(port);
if (pid === undefined) {
  console.error(`No npm run serve runs on port ${port} (no live pid in ${servePidFile(port)}): start it with npm run serve, or restart your server yourself.`);
  process.exit(1);
}
process.kill(pid, "SIGHUP");
console.log(`serve:reload: asked npm run serve (pid ${pid}, port ${port}) to start the new server beside the old one.`);
