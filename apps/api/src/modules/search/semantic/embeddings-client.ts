/** An OpenAI-compatible embeddings server: POST {url} with { model, input: string[] } answers { data: [{ embedding, index }] }. */
export interface EmbeddingsServer {
  url: string;
  model: string;
  apiKey?: string | null;
  timeoutMs?: number;
}

/** Embeds texts in one request; throws on an error status, a timeout or an answer of the wrong shape. */
export async function embedTexts(server: EmbeddingsServer, input: string[]): Promise<number[][]> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(server.apiKey ? { authorization: `Bearer ${server.apiKey}` } : {}) },
    body: JSON.stringify({ model: server.model, input }),
    signal: AbortSignal.timeout(server.timeoutMs ?? 10_000),
  });
  if (!response.ok) throw new Error(`embeddings server answered ${response.status}`);
  const body = (await response.json()) as { data?: { embedding?: unknown; index?: number }[] };
  const data = body.data;
  if (!Array.isArray(data) || data.length !== input.length) throw new Error('embeddings server answered without one embedding per input');
  const out: number[][] = new Array(input.length);
  data.forEach((item, position) => {
    const embedding = item.embedding;
    if (!Array.isArray(embedding) || !embedding.every((x) => typeof x === 'number')) throw new Error('embeddings server answered a non-numeric embedding');
    out[typeof item.index === 'number' ? item.index : position] = embedding as number[];
  });
  return out;
}
