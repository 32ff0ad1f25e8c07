import { pictureDataUrls, sessionPictureDataUrl } from '../../../../lib/pdf/picture-data-urls';
import type { QuoteView } from './quote-view';

/**
 * The furniture's pictures and the client's logo as the device has them, as data URLs: what the
 * quote and the rental agreement print beside their lines and parties.
 */
export async function documentPictures(
  view: QuoteView,
  clientLogo: string | null | undefined,
): Promise<{ thumbnails: ReadonlyMap<string, string>; clientLogo: string | null }> {
  const pictures = view.rooms.flatMap((room) => room.lines.map((line) => line.picture));
  const [thumbnails, logo] = await Promise.all([
    pictureDataUrls(pictures.filter((url) => url !== null)),
    sessionPictureDataUrl(clientLogo),
  ]);
  return { thumbnails, clientLogo: logo };
}
