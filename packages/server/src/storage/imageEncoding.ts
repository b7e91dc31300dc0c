import { validateImageBytes, type ValidationKey } from "@pociecha/core"
import { Data, Effect } from "effect"
import sharp from "sharp"

/** Why an upload is not taken: the validation key the client shows under the file field. */
export class ImageRejected extends Data.TaggedError("ImageRejected")<{ readonly reason: ValidationKey }> {}

/** How an image is stored: a square of at most `side` pixels, as a JPEG of `quality`. */
export interface SquareImage {
  readonly side: number
  readonly quality: number
}

/** Avatars (spec 2.11): square, at most 512 × 512, JPEG quality 90. */
export const AVATAR_IMAGE: SquareImage = { side: 512, quality: 90 }

/**
 * Pixels an upload may decode to (a 50-megapixel phone photo fits): a small file that unpacks
 * to a huge picture is refused before it is decoded.
 */
const MAX_INPUT_PIXELS = 64_000_000

const rejected = (reason: ValidationKey) => new ImageRejected({ reason })

/** An upload checked by its bytes and measured by its header: what every encoding starts from. */
const checkedImage = (bytes: Uint8Array) =>
  Effect.gen(function*() {
    const problem = validateImageBytes(bytes)
    if (problem !== null) return yield* Effect.fail(rejected(problem))
    // The header alone, read without the pixel limit, so that a huge picture is told apart from a broken one.
    const metadata = yield* Effect.tryPromise({ try: () => sharp(bytes).metadata(), catch: () => rejected("INVALID_FILE_FORMAT") })
    const { width, height } = metadata.autoOrient
    if (width * height > MAX_INPUT_PIXELS) return yield* Effect.fail(rejected("FILE_TOO_LARGE"))
    // Turned upright by its EXIF orientation and flattened on white; written out, it keeps no
    // EXIF, GPS or other metadata, which sharp drops unless asked to keep it.
    const upright = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient().flatten({ background: "#ffffff" })
    return { width, height, upright }
  })

/** Runs sharp's work; whatever it cannot read (HEIC without its codec, a broken file) is INVALID_FILE_FORMAT. */
const encoded = (work: () => Promise<Buffer>) =>
  Effect.tryPromise({ try: () => work().then((buffer) => new Uint8Array(buffer)), catch: () => rejected("INVALID_FILE_FORMAT") })

/**
 * Re-encodes an uploaded image as a square: checked by its bytes (core's rule), turned upright,
 * cropped to a centred square, shrunk to the size (never enlarged), flattened on white and
 * written as JPEG without metadata.
 */
export const encodeSquareImage = (bytes: Uint8Array, shape: SquareImage): Effect.Effect<Uint8Array, ImageRejected> =>
  Effect.flatMap(checkedImage(bytes), ({ width, height, upright }) => {
    const side = Math.min(width, height, shape.side)
    return encoded(() => upright().resize(side, side, { fit: "cover" }).jpeg({ quality: shape.quality }).toBuffer())
  })

/** How a photo is stored: within `longSide` × `longSide` pixels, as a JPEG of `quality`. */
export interface PhotoSize {
  readonly longSide: number
  readonly quality: number
}

/** Gallery photos (management 2.4): at most 1600 px on the long side, JPEG quality 85. */
export const GALLERY_PHOTO: PhotoSize = { longSide: 1600, quality: 85 }

/** Their thumbnails, for grids and tiles: at most 400 px on the long side. */
export const GALLERY_THUMBNAIL: PhotoSize = { longSide: 400, quality: 80 }

/** A photo re-encoded, and its thumbnail. */
export interface EncodedPhoto {
  readonly photo: Uint8Array
  readonly thumbnail: Uint8Array
}

const fitted = (image: ReturnType<typeof sharp>, size: PhotoSize) =>
  image.resize(size.longSide, size.longSide, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: size.quality }).toBuffer()

/**
 * Re-encodes an uploaded photo with its proportions: checked by its bytes, turned upright,
 * shrunk to fit the photo's size and, again, the thumbnail's (never enlarged), flattened on
 * white, written as JPEG without metadata.
 */
export const encodePhoto = (
  bytes: Uint8Array,
  sizes: { readonly photo: PhotoSize; readonly thumbnail: PhotoSize } = { photo: GALLERY_PHOTO, thumbnail: GALLERY_THUMBNAIL }
): Effect.Effect<EncodedPhoto, ImageRejected> =>
  Effect.flatMap(checkedImage(bytes), ({ upright }) =>
    Effect.all({
      photo: encoded(() => fitted(upright(), sizes.photo)),
      thumbnail: encoded(() => fitted(upright(), sizes.thumbnail))
    }))

/**
 * Re-encodes an uploaded picture with its proportions within one size (a news attachment):
 * checked by its bytes, turned upright, shrunk (never enlarged), flattened on white, written as
 * JPEG without metadata.
 */
export const encodeFittedImage = (bytes: Uint8Array, size: PhotoSize): Effect.Effect<Uint8Array, ImageRejected> =>
  Effect.flatMap(checkedImage(bytes), ({ upright }) => encoded(() => fitted(upright(), size)))
