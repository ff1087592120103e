import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '#app/utils/cn'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-70',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-on-brand hover:bg-brand-hover',
        // The main button of the dark blocks (hero, banners): white, or a light brand's own colour.
        secondary: 'bg-block-action text-on-block-action hover:bg-block-action-hover',
        outline: 'border-2 border-brand-700 text-brand-700 hover:bg-brand-50',
        // The second button of a hero: an outline in the heading's white on the gradient, whatever the brand.
        outlineOnBlock: 'bg-transparent text-white ring-2 ring-white/70 ring-inset hover:bg-white/10',
      },
      size: {
        md: 'px-5 py-2.5 text-sm',
        lg: 'px-6 py-3 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
