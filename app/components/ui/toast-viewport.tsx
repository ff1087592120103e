import * as ToastPrimitive from '@radix-ui/react-toast'
import X from 'lucide-react/icons/x'
import { cn } from '#app/utils/cn'
import { dismissToast, type ToastVariant, useToasts } from './use-toast'

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
}

/**
 * The Radix toast area (5000 ms, swipe threshold 50, hotkey F8: docs/product.md#notifications). Loaded by `Toaster`
 * the first time a toast is raised, so Radix Toast stays out of every page's first load.
 */
export function ToastViewport() {
  const toasts = useToasts()
  return (
    <ToastPrimitive.Provider duration={5000} swipeThreshold={50} swipeDirection="right" label="Notification">
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id)
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=closed]:hidden data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="text-sm break-words">{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  )
}
