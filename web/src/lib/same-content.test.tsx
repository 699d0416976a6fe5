import { describe, expect, it } from 'vitest';
import { sameContent } from './same-content.ts';

function Price({ amount }: { amount: number; onPick?: () => void }) {
  return <span>{amount}</span>;
}

describe('sameContent', () => {
  it('sees two renders of unchanged data as the same, new handlers and sx objects included', () => {
    const product = { id: '7', rating: { average: 4.5, count: 3 } };
    const render = () => (
      <div style={{ display: 'contents' }}>
        <Price amount={100} onPick={() => undefined} />
        <span title={`${product.rating.count}`}>{product.id}</span>
      </div>
    );
    expect(sameContent(render(), render())).toBe(true);
  });

  it('sees a changed value, element type, key or child count as different', () => {
    expect(sameContent(<Price amount={100} />, <Price amount={101} />)).toBe(false);
    expect(sameContent(<span>a</span>, <div>a</div>)).toBe(false);
    expect(sameContent(<span key="a" />, <span key="b" />)).toBe(false);
    expect(sameContent([<span key="a" />], [<span key="a" />, <span key="b" />])).toBe(false);
    expect(sameContent({ rating: { count: 3 } } as never, { rating: { count: 4 } } as never)).toBe(false);
  });
});
