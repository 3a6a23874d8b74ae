import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./headers";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inline scripts the page CSP must allow", () => {
  it("counts classic and module scripts, not data blocks such as JSON-LD, nor external scripts", () => {
    const html =
      "<script>var a=1;</script>" +
      '<script type="module" async>import "/x.js";</script>' +
      '<script type="text/javascript">b()</script>' +
      '<script type="application/ld+json">{"@type":"Person"}</script>' +
      '<script type="text/plain">not run</script>' +
      '<script src="/assets/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha("var a=1;"), sha('import "/x.js";'), sha("b()")]);
  });
});
