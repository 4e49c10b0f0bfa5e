/**
 * A sticky note: a coloured card with its markdown content rendered as HTML
 * text (`markdownToHtml` for untrusted text: raw HTML shown as text, script links
 * dropped, so content cannot inject markup), clipped to
 * the card. Stickies are few, so each has its own objects.
 */
import { markdownToHtml } from '@sdk';
import { Container, Graphics, HTMLText } from 'pixi.js';
import type { Rect } from '../model/geometry';
import type { Palette } from './palette';
import { stickyMarkdownCss } from './sticky-markdown';

const PADDING = 12;

/** What decides how a sticky note is drawn. */
export interface StickyLook {
  readonly box: Rect;
  readonly content: string;
  readonly color: number;
  readonly selected: boolean;
}

/** The display objects of one sticky note. */
export class StickyVisual {
  readonly main = new Container();
  private readonly card = new Graphics();
  private readonly clip = new Graphics();
  private text: HTMLText | null = null;
  private look: StickyLook | null = null;

  constructor(
    private readonly palette: Palette,
    /** HTML text is rasterised asynchronously: asks for frames until it has arrived. */
    private readonly requestFrame: () => void,
  ) {
    this.main.addChild(this.card, this.clip);
  }

  update(look: StickyLook): void {
    const prev = this.look;
    this.look = look;
    this.main.position.set(look.box.x, look.box.y);
    const colours = this.palette.sticky(look.color);
    if (
      !prev ||
      prev.box.width !== look.box.width ||
      prev.box.height !== look.box.height ||
      prev.color !== look.color ||
      prev.selected !== look.selected
    ) {
      this.card.clear();
      this.card
        .roundRect(0, 0, look.box.width, look.box.height, 6)
        .fill(colours.fill)
        .stroke({
          width: look.selected ? 2 : 1,
          color: look.selected ? this.palette.accent : colours.border,
        });
      this.clip.clear();
      this.clip.rect(0, 0, look.box.width, look.box.height).fill(0xffffff);
    }
    if (!prev || prev.content !== look.content || prev.box.width !== look.box.width) {
      this.text?.destroy();
      this.text = new HTMLText({
        text: markdownToHtml(look.content, { breaks: true, untrusted: true }),
        style: {
          fontFamily: this.palette.font,
          fontSize: 14,
          fill: this.palette.stickyText,
          wordWrap: true,
          wordWrapWidth: look.box.width - PADDING * 2,
          lineHeight: 20,
          cssOverrides: stickyMarkdownCss(),
        },
      });
      this.text.position.set(PADDING, PADDING);
      this.text.mask = this.clip;
      this.main.addChild(this.text);
      // The text is rasterised after its first render, taking seconds on a busy machine: ask for
      // frames until well after that (frames with nothing changed are cheap).
      for (const delay of [50, 200, 500, 1000, 2000, 4000, 8000]) window.setTimeout(this.requestFrame, delay);
    }
  }

  destroy(): void {
    this.main.destroy({ children: true });
  }
}
