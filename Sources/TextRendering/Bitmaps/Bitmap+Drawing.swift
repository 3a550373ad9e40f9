/// Rectangles and lines, for the marks a diagram draws over text. Coordinates are pixels from the top-left corner;
/// an edge at a fractional position is rounded to the nearest pixel boundary, so marks stay crisp.
extension Bitmap {
    /// Fills the rectangle with `color` (blended by its alpha).
    public mutating func fill(x: Double, y: Double, width: Double, height: Double, color: Color) {
        let left = max(Int((x).rounded()), 0)
        let right = min(Int((x + width).rounded()), self.width)
        let top = max(Int((y).rounded()), 0)
        let bottom = min(Int((y + height).rounded()), self.height)
        guard left < right && top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right { blend(color, x: column, y: row) }
        }
    }

    /// Draws the rectangle's outline `lineWidth` pixels wide, inside its edges.
    public mutating func strokeRectangle(
        x: Double, y: Double, width: Double, height: Double, color: Color, lineWidth: Double = 1
    ) {
        let line = min(lineWidth, width / 2, height / 2)
        guard line > 0 else { return }
        fill(x: x, y: y, width: width, height: line, color: color)
        fill(x: x, y: y + height - line, width: width, height: line, color: color)
        fill(x: x, y: y + line, width: line, height: height - 2 * line, color: color)
        fill(x: x + width - line, y: y + line, width: line, height: height - 2 * line, color: color)
    }

    /// A horizontal line from `x0` to `x1` whose top edge is at `y`; dashed when `dash` is given (pixels on, then off).
    public mutating func drawHorizontalLine(
        y: Double, from x0: Double, to x1: Double, color: Color, lineWidth: Double = 1, dash: Double? = nil
    ) {
        guard let dash, dash > 0 else {
            fill(x: x0, y: y, width: x1 - x0, height: lineWidth, color: color)
            return
        }
        var x = x0
        while x < x1 {
            fill(x: x, y: y, width: min(dash, x1 - x), height: lineWidth, color: color)
            x += 2 * dash
        }
    }

    /// A vertical line from `y0` to `y1` whose left edge is at `x`; dashed when `dash` is given.
    public mutating func drawVerticalLine(
        x: Double, from y0: Double, to y1: Double, color: Color, lineWidth: Double = 1, dash: Double? = nil
    ) {
        guard let dash, dash > 0 else {
            fill(x: x, y: y0, width: lineWidth, height: y1 - y0, color: color)
            return
        }
        var y = y0
        while y < y1 {
            fill(x: x, y: y, width: lineWidth, height: min(dash, y1 - y), color: color)
            y += 2 * dash
        }
    }

    /// Draws `image` with its top-left pixel at (`x`, `y`): a grayscale image as coverage of `color`, an RGBA image
    /// (a colour glyph) as it is, faded by `color`'s alpha.
    public mutating func draw(_ image: Bitmap, x: Int, y: Int, color: Color) {
        for row in 0..<image.height {
            let targetY = y + row
            guard targetY >= 0 && targetY < height else { continue }
            for column in 0..<image.width {
                switch image.format {
                case .grayscale:
                    let coverage = image.pixels[row * image.width + column]
                    if coverage > 0 { blend(color, coverage: coverage, x: x + column, y: targetY) }
                case .rgba:
                    let index = (row * image.width + column) * 4
                    let alpha = image.pixels[index + 3]
                    guard alpha > 0 else { continue }
                    let pixel = Color(
                        red: image.pixels[index], green: image.pixels[index + 1], blue: image.pixels[index + 2],
                        alpha: alpha)
                    blend(pixel, coverage: color.alpha, x: x + column, y: targetY)
                }
            }
        }
    }
}
