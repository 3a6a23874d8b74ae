import { useMemo } from "react";
import { toBlocks } from "./paragraphs";

/** The article body as React text nodes: no HTML from the content is ever interpreted. */
export function PostBody({ content }: { content: string }) {
  const blocks = useMemo(() => toBlocks(content), [content]);
  return (
    <div className="grid gap-5 text-lg leading-relaxed" data-testid="post-body">
      {blocks.map((block, i) => {
        if (block.kind === "heading")
          return (
            <h2 key={i} className="mt-4 text-2xl font-bold leading-snug">
              {block.text}
            </h2>
          );
        if (block.kind === "list")
          return (
            <ul key={i} className="grid list-disc gap-2 pl-6">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        return <p key={i}>{block.text}</p>;
      })}
    </div>
  );
}
