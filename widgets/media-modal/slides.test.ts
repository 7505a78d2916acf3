import { describe, expect, it } from 'vitest';
import { groupOf } from './slides';

describe('media slides from markup', () => {
  it('keeps captions and alt as text and drops links that are not http(s)', () => {
    document.body.innerHTML = `<div class="cr-comment-images">
      <a class="cr-comment-a" href="/fixtures/images/review-1.svg" data-type="image" data-caption="&lt;b&gt;x&lt;/b&gt;"><img alt="&quot;&gt;&lt;svg/onload=alert(1)&gt;"></a>
      <a class="cr-comment-a" href="javascript:alert(2)" data-type="image"><img alt="bad"></a>
      <a class="cr-comment-a" href="data:text/html,<script>alert(3)</script>" data-type="image"><img alt="bad"></a>
      <a class="cr-comment-a" href="//evil.example/x.png" data-type="image"><img alt="bad"></a>
      <a class="cr-comment-a" href="/fixtures/images/review-video.webm" data-type="video" data-caption="فيديو">فيديو</a>
    </div>`;
    const links = document.querySelectorAll<HTMLAnchorElement>('a.cr-comment-a');
    const g = groupOf(links[4]!);
    expect(g.slides.map((s) => s.type)).toEqual(['image', 'video']);
    expect(g.index).toBe(1); // the clicked video, counted among the slides that remain
    expect(g.slides[0]).toMatchObject({ caption: '<b>x</b>', alt: '"><svg/onload=alert(1)>' });
    expect(g.slides.every((s) => s.src.startsWith(location.origin))).toBe(true);
  });
});
