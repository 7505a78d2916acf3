import { describe, expect, it } from 'vitest';
import { groupOf } from './slides';

describe('media slides from CusRev markup', () => {
  it("keeps alt text as text, drops links that are not http(s), counts a review's images then videos", () => {
    // CR_Reviews::display_review_image(): external image, local images, a local video
    document.body.innerHTML = `<div class="cr-comment-images cr-comment-videos">
      <div class="iv-comment-image cr-comment-image-ext" data-reviewid="7"><a href="/fixtures/images/review-1.webp?crsrc=wp" class="cr-comment-a" rel="nofollow"><img src="/fixtures/images/review-1.webp?crsrc=wp" alt="&quot;&gt;&lt;svg/onload=alert(1)&gt;"></a></div>
      <div class="iv-comment-image"><a href="javascript:alert(2)" class="cr-comment-a"><img alt="bad"></a></div>
      <div class="iv-comment-image"><a href="data:text/html,<script>alert(3)</script>" class="cr-comment-a"><img alt="bad"></a></div>
      <div class="iv-comment-image"><a href="//evil.example/x.png" class="cr-comment-a"><img alt="bad"></a></div>
      <div class="cr-comment-video cr-comment-video-1"><div class="cr-video-cont"><video preload="metadata" class="cr-video-a" src="/fixtures/images/review-video.webm#t=0.1"></video><img class="cr-comment-videoicon" src="/v.svg" alt="الفيديو رقم 1"><button class="cr-comment-video-close" aria-label="إغلاق"></button></div></div>
      <div style="clear:both;"></div></div>`;
    const g = groupOf(document.querySelector('.cr-comment-videoicon')!);
    expect(g.slides.map((s) => s.type)).toEqual(['image', 'video']);
    expect(g.index).toBe(1); // the clicked video, counted among the slides that remain
    expect(g.slides[0]).toMatchObject({ alt: '"><svg/onload=alert(1)>', caption: '' });
    expect(g.slides[1]).toMatchObject({ alt: 'الفيديو رقم 1' });
    expect(g.slides.every((s) => s.src.startsWith(location.origin))).toBe(true);
  });

  it('reads the customer images strip by its cells (img or video with data-slide)', () => {
    // CR_Reviews::display_review_images_top()
    document.body.innerHTML = `<div class="cr-ajax-reviews-cus-images-div2">
      <div class="cr-comment-image-top"><img class="cr-comment-image-top-item" data-slide="0" src="/a.svg" alt="الصورة رقم 1 من هبة"></div>
      <div class="cr-comment-image-top"><video class="cr-comment-image-top-item" preload="metadata" data-slide="1" src="/v.webm#t=0.1"></video><img class="cr-comment-videoicon" src="/v.svg" alt="الفيديو رقم 1 من علي"></div>
    </div>`;
    const g = groupOf(document.querySelectorAll('.cr-comment-image-top-item')[1]!);
    expect(g.index).toBe(1);
    expect(g.slides).toMatchObject([
      { type: 'image', alt: 'الصورة رقم 1 من هبة' },
      { type: 'video', alt: 'الفيديو رقم 1 من علي' },
    ]);
  });
});

describe('grid card media (templates/reviews-grid.php)', () => {
  const card = () => {
    document.body.innerHTML = `<div class="cr-reviews-grid"><div class="cr-review-card"><div class="image-row"><video preload="metadata" class="image-row-vid" src="/v1.mp4#t=0.1" data-crmedia="vid" data-crtitle="الفيديو رقم 1 من منى"></video><img class="cr-comment-videoicon" src="/video.svg" alt="الفيديو رقم 1 من منى"><img class="image-row-img image-row-img-none" src="/a.jpg" alt="الصورة رقم 1 من منى" data-crmedia="pic"><img class="image-row-img image-row-img-none" src="javascript:alert(1)" alt="x" data-crmedia="pic"><img class="image-row-img image-row-img-none" src="/b.jpg" alt="<img src=x onerror=alert(1)>" data-crmedia="pic"><div class="media-row-count"><span>1</span><span>3</span></div></div></div></div>`;
    return document.querySelector('.image-row')!;
  };

  it('the counter opens every media of the card from the first; an image opens the images at itself; unsafe URLs dropped; alt stays text', () => {
    const row = card();
    const all = groupOf(row.querySelector('.media-row-count')!);
    expect(all.slides.map((s) => [s.type, new URL(s.src).pathname])).toEqual([
      ['video', '/v1.mp4'],
      ['image', '/a.jpg'],
      ['image', '/b.jpg'],
    ]);
    expect(all.index).toBe(0);
    expect(all.slides[0]?.alt).toBe('الفيديو رقم 1 من منى');
    const imgs = groupOf(row.querySelectorAll('img.image-row-img')[2]!);
    expect(imgs.slides.map((s) => new URL(s.src).pathname)).toEqual(['/a.jpg', '/b.jpg']);
    expect(imgs.index).toBe(1);
    expect(imgs.slides[1]?.alt).toBe('<img src=x onerror=alert(1)>');
  });
});
