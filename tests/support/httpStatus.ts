/** The status of a GET of `url`, or undefined while nothing answers (a server still starting). */
export async function httpStatus(url: string): Promise<number | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return undefined;
  }
}
