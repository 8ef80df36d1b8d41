import { Text } from '@tarojs/components'
import type { TitlePiece } from '@contract/search'
import './highlighted-title.scss'

/** A result's title with the matched part in the theme colour (pieces come from the server, never HTML). */
export function HighlightedTitle({ pieces }: { pieces: TitlePiece[] }) {
  return (
    <Text className="search-title">
      {pieces.map((piece, index) =>
        piece.hit ? (
          <Text key={index} className="search-title__hit" data-testid="search-hit-mark">
            {piece.text}
          </Text>
        ) : (
          <Text key={index}>{piece.text}</Text>
        ),
      )}
    </Text>
  )
}
