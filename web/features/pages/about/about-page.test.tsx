import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ABOUT_GOALS_LINK } from "../../../content/about";
import { AboutPage } from "./about-page";

describe("AboutPage", () => {
  it("links to the Goals page after the milestones", () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: ABOUT_GOALS_LINK.text });
    expect(link).toHaveAttribute("href", "/goals");
  });
});
