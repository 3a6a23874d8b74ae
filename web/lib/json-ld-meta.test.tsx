import { render, waitFor } from "@testing-library/react";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../site.config";
import { blogPostingJsonLd } from "./json-ld";

describe("JSON-LD through React Router's meta descriptor", () => {
  it("writes a post title that tries to close the script as escaped JSON that still parses", async () => {
    const title = "Safe </script><script>alert(1)</script> & sound";
    const ld = blogPostingJsonLd({ slug: "p", title, excerpt: "x", imageUrl: null, createdAt: "2025-07-03T00:00:00.000Z" }, siteConfig);
    const Stub = createRoutesStub([
      {
        path: "/",
        meta: () => [{ "script:ld+json": ld }],
        Component: () => <Meta />,
      },
    ]);
    const { container } = render(<Stub />);
    const script = await waitFor(() => {
      const found = container.querySelector('script[type="application/ld+json"]');
      expect(found).not.toBeNull();
      return found!;
    });
    const raw = script.innerHTML;
    expect(raw).not.toContain("</script");
    expect(raw).not.toContain("<");
    expect(raw).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(raw)).toMatchObject({ "@type": "BlogPosting", headline: title });
  });
});
