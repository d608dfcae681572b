import { describe, expect, it } from "vitest";
import { BRAND } from "../brand";
import {
  BETA_FREE_MAIL_DOMAINS,
  emailDomain,
  isFreeMailDomain,
  TRIAL_FREE_MAIL_DOMAINS,
  TRIAL_FREE_MAIL_PROVIDERS,
  trialFreeMailDomains,
} from "./free-mail";

describe("free-mail lists", () => {
  it("the beta list is the five providers of section 5", () => {
    expect(BETA_FREE_MAIL_DOMAINS).toEqual(["gmail", "hotmail", "yahoo", "outlook", "icloud"]);
  });

  it("the trial list is the thirteen providers plus the site host", () => {
    expect(TRIAL_FREE_MAIL_PROVIDERS).toEqual([
      "gmail",
      "hotmail",
      "yahoo",
      "outlook",
      "icloud",
      "yahoo.es",
      "hotmail.es",
      "live",
      "msn",
      "aol",
      "protonmail",
      "zoho",
      "yandex",
    ]);
    expect(TRIAL_FREE_MAIL_DOMAINS).toEqual([...TRIAL_FREE_MAIL_PROVIDERS, BRAND.siteHost]);
  });

  it.each([
    ["ejemplo.com", "ejemplo.com"],
    ["  WWW.Ejemplo.com. ", "ejemplo.com"],
    ["ejemplo.com:8080", "ejemplo.com"],
    ["", null],
  ])("trialFreeMailDomains(%j) adds %j", (host, added) => {
    const list = trialFreeMailDomains(host);
    expect(list.slice(0, TRIAL_FREE_MAIL_PROVIDERS.length)).toEqual([...TRIAL_FREE_MAIL_PROVIDERS]);
    expect(list.at(TRIAL_FREE_MAIL_PROVIDERS.length) ?? null).toBe(added);
  });
});

describe("emailDomain", () => {
  it.each([
    ["foo@gmail.com", "gmail.com"],
    [" Foo@GMAIL.Com. ", "gmail.com"],
    ['"a@b"@empresa.es', "empresa.es"],
    ["sin-arroba", null],
    ["foo@", null],
  ])("%j → %j", (email, domain) => {
    expect(emailDomain(email)).toBe(domain);
  });
});

describe("isFreeMailDomain", () => {
  describe("beta list", () => {
    it.each([
      ["foo@gmail.com", true],
      ["foo@gmail.es", true],
      ["foo@GMail.co.uk", true],
      ["foo@hotmail.com", true],
      ["foo@yahoo.es", true],
      ["foo@outlook.es", true],
      ["foo@icloud.com", true],
      ["foo@protonmail.com", false],
      ["foo@live.com", false],
      ["foo@mail.gmail.com", false],
      ["foo@gmailx.com", false],
      ["foo@empresa.es", false],
      ["not-an-email", false],
    ])("%s → %s", (email, free) => {
      expect(isFreeMailDomain(email, BETA_FREE_MAIL_DOMAINS)).toBe(free);
    });
  });

  describe("trial list", () => {
    it.each([
      ["foo@protonmail.com", true],
      ["foo@protonmail.ch", true],
      [`foo@${BRAND.siteHost}`, true],
      [`foo@equipo.${BRAND.siteHost}`, true],
      [`foo@not${BRAND.siteHost}`, false],
      ["foo@yahoo.es", true],
      ["foo@sub.yahoo.es", true],
      ["foo@hotmail.es", true],
      ["foo@live.com", true],
      ["foo@msn.com", true],
      ["foo@aol.com", true],
      ["foo@zoho.eu", true],
      ["foo@yandex.ru", true],
      ["foo@empresa.es", false],
      ["foo@liveperson.com", false],
    ])("%s → %s", (email, free) => {
      expect(isFreeMailDomain(email, TRIAL_FREE_MAIL_DOMAINS)).toBe(free);
    });

    it("uses the host it is given", () => {
      const list = trialFreeMailDomains("ejemplo.org");
      expect(isFreeMailDomain("foo@ejemplo.org", list)).toBe(true);
      expect(isFreeMailDomain(`foo@${BRAND.siteHost}`, list)).toBe(false);
    });
  });

  it("ignores blank entries", () => {
    expect(isFreeMailDomain("foo@empresa.es", ["", "  "])).toBe(false);
  });
});
