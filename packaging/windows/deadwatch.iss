; Inno Setup script for the Deadwatch installer (Windows 10 and later, 64-bit).
;
; packaging\windows\build.ps1 builds dist\Deadwatch\ with PyInstaller, then runs
;     iscc /DAppVersion=<version from app\version.py> packaging\windows\deadwatch.iss
; which writes dist\Deadwatch-<version>-setup.exe.  Inno Setup 6: https://jrsoftware.org/isinfo.php
; Paths below are relative to this file's folder.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z deadwatch.iss (build.ps1 does this)
#endif

[Setup]
AppId={{F54FCFD6-6506-46C3-BF5B-4DD5195CE5E0}
AppName=Deadwatch
AppVersion={#AppVersion}
AppVerName=Deadwatch {#AppVersion}
AppPublisher=Deadwatch contributors
AppComments=A game master's console for zombie-survival tabletop games
DefaultDirName={autopf}\Deadwatch
DefaultGroupName=Deadwatch
DisableProgramGroupPage=yes
; per user without administrator rights, or for everyone: the person installing chooses
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
LicenseFile=..\COPYING
OutputDir=..\..\dist
OutputBaseFilename=Deadwatch-{#AppVersion}-setup
SetupIconFile=..\icons\deadwatch.ico
UninstallDisplayIcon={app}\deadwatch.exe
UninstallDisplayName=Deadwatch {#AppVersion}
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\Deadwatch\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Deadwatch"; Filename: "{app}\deadwatch.exe"; Comment: "A game master's console for zombie-survival tabletop games"
Name: "{autodesktop}\Deadwatch"; Filename: "{app}\deadwatch.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\deadwatch.exe"; Description: "{cm:LaunchProgram,Deadwatch}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; only what the program itself wrote into its folder; campaigns live in the user's data folder and stay
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
