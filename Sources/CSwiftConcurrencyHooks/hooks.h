#ifndef STRATUS_SWIFT_CONCURRENCY_HOOKS_H
#define STRATUS_SWIFT_CONCURRENCY_HOOKS_H

/*
 * The Swift runtime's hooks for its executors, declared as the runtime declares them
 * (include/swift/Runtime/Concurrency.h in swiftlang/swift): when set, `swift_task_enqueueGlobal` and its delay and
 * deadline siblings hand each job to the hook instead of the cooperative thread pool, and
 * `swift_task_asyncMainDrainQueue` (what an asynchronous `main` calls once its first step has run) calls its hook
 * instead of `dispatch_main`.
 * Nothing else declares them to Swift; they are set through the function below because Swift 6 does not let Swift
 * code write a C global. Sources/StratusApp/Commands/MainThreadExecution.swift says why and when Stratus sets them.
 */
extern void *_Nullable swift_task_enqueueGlobal_hook;
extern void *_Nullable swift_task_enqueueGlobalWithDelay_hook;
extern void *_Nullable swift_task_enqueueGlobalWithDeadline_hook;
extern void *_Nullable swift_task_asyncMainDrainQueue_hook;

/// Sets the four hooks (each a Swift `@convention(thin)` function, or null for the runtime's own behaviour).
static inline void stratus_set_executor_hooks(void *_Nullable enqueue, void *_Nullable delayed,
                                              void *_Nullable deadline, void *_Nullable drainMain) {
    swift_task_enqueueGlobal_hook = enqueue;
    swift_task_enqueueGlobalWithDelay_hook = delayed;
    swift_task_enqueueGlobalWithDeadline_hook = deadline;
    swift_task_asyncMainDrainQueue_hook = drainMain;
}

#endif
