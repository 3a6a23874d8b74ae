import { describe, expect, it } from "vitest";
import { PERSONAL_DATA_RETENTION_DAYS } from "../../contracts/retention";
import { PRIVACY } from "./privacy";

describe("privacy policy", () => {
  it("states the retention period the server prunes personal rows after", () => {
    const section = PRIVACY.sections.find((s) => s.heading === "7. FF Bots Tools and Data Usage");
    const sentence = section?.paragraphs.find((p) => p.startsWith("How long we keep it:"));
    expect(sentence).toContain(`kept for ${PERSONAL_DATA_RETENTION_DAYS} days`);
    expect(sentence).toContain("deleted automatically");
  });
});
