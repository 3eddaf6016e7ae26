# Build Deadwatch for Windows: dist\Deadwatch\deadwatch.exe and the installer
# dist\Deadwatch-<version>-setup.exe.  Run from any folder:
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1 -Python "py -3.12"
#
# Needs Python 3.11 or later (python.org, 64-bit) and, for the installer, Inno Setup 6 (iscc.exe
# on PATH or in its default folder).  Like `make bundle` on Linux and macOS, it installs
# PyInstaller and only Deadwatch's runtime dependencies ([project] dependencies in pyproject.toml)
# into a clean environment, build\bundle-venv, compiles the translations with pyside6-lrelease,
# and runs PyInstaller on packaging\deadwatch.spec.
param(
    [string]$Python = "python",
    [string]$PyInstaller = "pyinstaller>=6.10,<7"
)
$ErrorActionPreference = "Stop"
$Root = Resolve-Path (Join-Path $PSScriptRoot "..\..")
Set-Location $Root

function Invoke-Checked {
    param([string]$Program, [string[]]$Arguments)
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Program failed with exit code $LASTEXITCODE" }
}

$Venv = "build\bundle-venv"
$VenvPython = Join-Path $Venv "Scripts\python.exe"
if (-not (Test-Path $VenvPython)) {
    $launcher = $Python.Split(" ")
    Invoke-Checked $launcher[0] (@($launcher | Select-Object -Skip 1) + @("-m", "venv", $Venv))
    $deps = & $VenvPython -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))"
    Invoke-Checked $VenvPython @("-m", "pip", "install", "--upgrade", "pip")
    Invoke-Checked $VenvPython (@("-m", "pip", "install", $PyInstaller) + ($deps -split "`n" | Where-Object { $_ }))
}

foreach ($lang in @("ru", "es")) {
    Invoke-Checked (Join-Path $Venv "Scripts\pyside6-lrelease.exe") @("-silent", "i18n\deadwatch_$lang.ts", "-qm", "i18n\deadwatch_$lang.qm")
}

$started = Get-Date
Invoke-Checked (Join-Path $Venv "Scripts\pyinstaller.exe") @(
    "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "packaging\deadwatch.spec")
Copy-Item packaging\COPYING dist\Deadwatch\COPYING
$bytes = (Get-ChildItem dist\Deadwatch -Recurse -File | Measure-Object -Property Length -Sum).Sum
"bundle: PyInstaller took {0:N0} s; dist\Deadwatch is {1:N1} MiB" -f ((Get-Date) - $started).TotalSeconds, ($bytes / 1MB)

# Smoke check: open the window on a new campaign offscreen, close it, exit 0.
$env:QT_QPA_PLATFORM = "offscreen"
$campaign = Join-Path $env:TEMP "deadwatch-smoke-$PID.deadwatch"
$run = Start-Process -FilePath dist\Deadwatch\deadwatch.exe -ArgumentList @("--smoke", "--db", "`"$campaign`"") -Wait -PassThru
Remove-Item Env:QT_QPA_PLATFORM -ErrorAction SilentlyContinue
Remove-Item $campaign -ErrorAction SilentlyContinue
if ($run.ExitCode -ne 0) { throw "the bundle's smoke run failed with exit code $($run.ExitCode)" }
"bundle: smoke run passed"

$version = (& $VenvPython -c "import sys; sys.path.insert(0, '.'); from app.version import VERSION; print(VERSION)").Trim()
$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $iscc)) {
    "bundle: Inno Setup 6 not found; dist\Deadwatch\deadwatch.exe runs as it is. For the installer:"
    "bundle:   iscc /DAppVersion=$version packaging\windows\deadwatch.iss"
    exit 0
}
Invoke-Checked $iscc @("/Q", "/DAppVersion=$version", "packaging\windows\deadwatch.iss")
$setup = Get-Item "dist\Deadwatch-$version-setup.exe"
"bundle: {0} is {1:N1} MiB" -f $setup.Name, ($setup.Length / 1MB)
