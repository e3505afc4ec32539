import { afterAll, describe, expect, it } from "vitest";
import { grantOwner, OwnerAccountMissingError } from "../../../scripts/owner/grant-owner-core";
import { closeTestAdmin, testAdmin } from "../../support/admin";

describe("grantOwner", () => {
  afterAll(closeTestAdmin);

  it("adds the admin claim and keeps other claims", async () => {
    const { auth } = testAdmin();
    const email = `owner-${Date.now()}@grant.test`;
    const user = await auth.createUser({ email, password: "grant-tests-2026" });
    await auth.setCustomUserClaims(user.uid, { plan: "pro" });
    expect(await grantOwner(auth, email)).toEqual({ uid: user.uid, alreadyOwner: false });
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ plan: "pro", admin: true });
    expect(await grantOwner(auth, email)).toEqual({ uid: user.uid, alreadyOwner: true });
  });

  it("says clearly that the account does not exist", async () => {
    const { auth } = testAdmin();
    await expect(grantOwner(auth, "nobody@grant.test")).rejects.toThrow(OwnerAccountMissingError);
    await expect(grantOwner(auth, "nobody@grant.test")).rejects.toThrow(
      /No user with the email nobody@grant.test/,
    );
  });
});
