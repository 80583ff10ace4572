/** Renders an article's typed blocks; copy tokens are filled here. */
import { fillTokens } from '../config'
import type { ArticleBlock } from '../data/types'
import { useSite } from '../site/site-context'

export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  const { config } = useSite()
  const fill = (text: string) => fillTokens(text, config)
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'h2':
            return <h2 key={index}>{fill(block.text)}</h2>
          case 'p':
            return <p key={index}>{fill(block.text)}</p>
          case 'ul':
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            )
        }
      })}
    </>
  )
}
