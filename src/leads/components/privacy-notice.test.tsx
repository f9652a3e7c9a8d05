import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PrivacyNotice } from "./privacy-notice";

// The collection notice links the site's privacy policy only while the site has it published: a
// site just onboarded, before its dealer publishes a policy, shows the notice without a dead link.

describe("the privacy notice", () => {
  it("links the published privacy policy", () => {
    render(
      <PrivacyNotice siteName="Test Motors" notice="We use your details to reply." policyHref="/privacy-policy" />,
    );
    expect(screen.getByRole("link", { name: "Read our privacy policy" }).getAttribute("href")).toBe("/privacy-policy");
  });

  it("says who collects and why, with no link, while the site has no policy published", () => {
    render(<PrivacyNotice siteName="Test Motors" notice="We use your details to reply." policyHref={null} />);
    expect(screen.getByTestId("privacy-notice").textContent).toBe(
      "Test Motors is collecting your personal information. We use your details to reply.",
    );
    expect(screen.queryByRole("link")).toBeNull();
  });
});
