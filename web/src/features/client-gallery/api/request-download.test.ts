import { DOWNLOAD_REFUSAL_HEADER } from "@folio/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DownloadRefusedError, startDownload } from "./request-download";

const URL = "https://us-central1-folio.cloudfunctions.net/clientDownload/AbCdEfGhIjKlMnOpQrStUvWxYz012345/1";

afterEach(() => vi.unstubAllGlobals());

describe("startDownload", () => {
  it("goes to an address only once its HEAD answers, so a refusal never leaves the gallery", async () => {
    const fetch = vi.fn().mockResolvedValueOnce(new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const navigate = vi.fn();
    await startDownload(URL, navigate);
    expect(fetch).toHaveBeenCalledWith(URL, { method: "HEAD", cache: "no-store" });
    expect(navigate).toHaveBeenCalledWith(URL);

    fetch.mockResolvedValueOnce(
      new Response(null, { status: 429, headers: { [DOWNLOAD_REFUSAL_HEADER]: "too-many-downloads" } }),
    );
    navigate.mockClear();
    await expect(startDownload(URL, navigate)).rejects.toEqual(
      new DownloadRefusedError("too-many-downloads"),
    );
    expect(navigate).not.toHaveBeenCalled();
  });
});
