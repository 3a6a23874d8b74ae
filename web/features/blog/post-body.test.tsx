import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PostBody } from "./post-body";

describe("PostBody", () => {
  it("renders one paragraph per blank-line block, with headings and lists", () => {
    render(<PostBody content={"## Why\n\nFirst para.\n\nSecond para.\n\n- one\n- two"} />);
    expect(screen.getByRole("heading", { level: 2, name: "Why" })).toBeInTheDocument();
    expect(screen.getAllByText(/para\.$/).map((p) => p.tagName)).toEqual(["P", "P"]);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["one", "two"]);
  });

  it("shows HTML in the content as text and never creates its elements", () => {
    const { container } = render(<PostBody content={'<img src=x onerror="alert(1)"><b>bold</b>\n\n<script>alert(2)</script>'} />);
    expect(container.querySelector("img, b, script")).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeInTheDocument();
  });
});
